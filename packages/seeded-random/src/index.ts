export * from './seeded-random';
export * from './gaussian-random';
