import { defineProject } from 'vitest/config';

export default defineProject({ test: { name: 'controller-sandbox', environment: 'node' } });
