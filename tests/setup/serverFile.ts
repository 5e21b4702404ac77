// setupFiles of the `server` project: its workers run file after file in one process, so what a file's
// servers added to process-wide state is taken back after the file.
import { afterAll } from 'vitest';
import { withdrawTestPlugins } from '../server/support/testServer.ts';

afterAll(() => {
  withdrawTestPlugins();
});
