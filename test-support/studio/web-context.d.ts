// What web-global-setup.ts provides to the web unit tests; the web project reads this file too.
import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    api: {
      /** The real API server. */
      url: string;
      /** One signed-up USER account, shared by the tests that only read. */
      email: string;
      password: string;
      /** The SUPER account every fresh server has (there is exactly one). */
      superAccount: { email: string; password: string };
      /**
       * Loopback endpoint of the global setup: `POST /accounts` signs up a fresh account
       * ({ role, name }); `GET /code?email=` reads the newest code from the real SMTP inbox.
       */
      fixtures: string;
    };
  }
}
