import { defineProject } from 'vitest/config';

export default defineProject({ test: { name: 'lanelet2', environment: 'node' } });
