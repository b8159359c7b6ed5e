export * from './controller-sandbox';
