// The context the web unit tests get from apps/server/test/web-global-setup.ts, declared once there.
import '../../server/test/web-context';
