import { createServer } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { alive } from '../../test/processes';
import { ByteReader, rfbSession } from '../../../../test-support/rfb-client';
import { createDesktops, DEFAULT_VNC } from './desktop';
import { RfbViewOnlyFilter } from './rfb-filter';

const desktops = createDesktops({ virtual: true });
afterAll(() => desktops.close());

describe('the desktop: a VNC server on the PC', () => {
  it('starts a virtual desktop and bridges a view-only RFB session to it', async () => {
    const link = await desktops.connect();
    expect(link).toMatchObject({ width: 1280, height: 720 });
    expect(link.via).toMatch(/^virtual desktop :\d+ \(Xvfb, x11vnc\)$/);
    const reader = new ByteReader();
    link.reads.attach((bytes) => reader.push(bytes));
    link.socket.on('close', () => reader.end());
    const filter = new RfbViewOnlyFilter();
    const session = await rfbSession(reader, (bytes) => link.socket.write(filter.push(bytes)));
    expect(session).toMatchObject({
      version: 'RFB 003.008\n',
      securityResult: 0,
      width: 1280,
      height: 720,
      updateType: 0,
      area: 1280 * 720,
    });
    expect(session.types).toContain(1);
    link.socket.destroy();
  });

  it('keeps the one virtual desktop for the next session, and stops it on close', async () => {
    const first = desktops.virtual()!;
    const again = await desktops.connect();
    again.socket.destroy();
    expect(desktops.virtual()).toEqual(first);
    for (const pid of first.pids) expect(await alive(pid)).toBe(true);
    await desktops.close();
    for (const pid of first.pids) expect(await alive(pid)).toBe(false);
  });

  it('says so when no VNC server answers', async () => {
    const port = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      });
    });
    await expect(createDesktops({ vnc: { host: '127.0.0.1', port } }).connect()).rejects.toThrow(
      `No VNC server answers on 127.0.0.1:${port}. Start one, or start the agent with --desktop.`,
    );
    // Without --vnc, the default: the PC's own display served on 5900.
    expect(DEFAULT_VNC).toEqual({ host: 'localhost', port: 5900 });
  });
});
