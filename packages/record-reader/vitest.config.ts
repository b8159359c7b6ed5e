import { defineProject } from 'vitest/config';

export default defineProject({ test: { name: 'record-reader', environment: 'node' } });
