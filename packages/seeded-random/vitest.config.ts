import { defineProject } from 'vitest/config';

export default defineProject({ test: { name: 'seeded-random', environment: 'node' } });
