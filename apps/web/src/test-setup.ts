import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// The tests wait on a real API server; on a loaded 2-core CI machine an answer can take longer
// than testing-library's default 1 s. Waiting longer only slows a test that is failing anyway.
configure({ asyncUtilTimeout: 5_000 });
