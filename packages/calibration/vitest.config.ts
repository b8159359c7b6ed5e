import { defineProject } from 'vitest/config';

export default defineProject({ test: { name: 'calibration', environment: 'node' } });
