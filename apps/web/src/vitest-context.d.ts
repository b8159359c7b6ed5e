// The context the web unit tests get from test-support/studio/web-global-setup.ts, declared once there.
import '../../../test-support/studio/web-context';
