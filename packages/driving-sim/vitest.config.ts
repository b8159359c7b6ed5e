import { defineProject } from 'vitest/config';

export default defineProject({ test: { name: 'driving-sim', environment: 'node' } });
