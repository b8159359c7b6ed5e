import '@xterm/xterm/css/xterm.css';
import { FitAddon } from '@xterm/addon-fit';
import { Terminal } from '@xterm/xterm';
import { Box } from '@mui/material';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { openSession, type RemoteSession } from '../../session/remote-session';

const encoder = new TextEncoder();

export type TerminalState = 'opening' | 'open' | 'ended';

/**
 * One shell on the PC in xterm.js: its own `terminal` session, opened at the size the panel
 * gives, resized with it (`resize`), and ended with the component. Output is credited to the
 * agent once xterm has written it, so a flood of output waits for the page.
 */
export function TerminalView(props: {
  pcId: number;
  visible: boolean;
  onState(state: TerminalState, message?: string): void;
}) {
  const host = useRef<HTMLDivElement>(null);
  const fitRef = useRef<(() => void) | null>(null);
  const onState = useRef(props.onState);
  useLayoutEffect(() => {
    onState.current = props.onState;
  });

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    let gone = false;
    let session: RemoteSession | null = null;
    const term = new Terminal({
      fontFamily: 'ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace',
      fontSize: 13,
      cursorBlink: true,
      theme: { background: '#1e1e1e' },
    });
    const fit = new FitAddon();
    term.loadAddon(fit);
    // Ctrl/Cmd+S saves the editor's file (the page hears it), as in VS Code: sent to the shell it
    // would be XOFF and freeze the terminal's output.
    term.attachCustomKeyEventHandler(
      (event) => !((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's'),
    );
    term.open(element);
    const fitNow = () => {
      // A hidden panel has no size: it is fitted when shown.
      if (element.clientWidth > 0 && element.clientHeight > 0) fit.fit();
    };
    fitRef.current = fitNow;
    fitNow();
    term.writeln('\x1b[2mConnecting to the PC…\x1b[0m');
    const observer = new ResizeObserver(fitNow);
    observer.observe(element);

    openSession(props.pcId, 'terminal', { size: { cols: term.cols, rows: term.rows } }).then(
      (opened) => {
        if (gone) return opened.close();
        session = opened;
        term.reset();
        onState.current('open');
        opened.onData((bytes, taken) => term.write(bytes, taken));
        term.onData((text) => opened.send(encoder.encode(text)));
        term.onBinary((text) => opened.send(Uint8Array.from(text, (c) => c.charCodeAt(0) & 255)));
        term.onResize(
          ({ cols, rows }) => void opened.call('resize', { cols, rows }).catch(() => {}),
        );
        // The size may have changed while it opened.
        void opened.call('resize', { cols: term.cols, rows: term.rows }).catch(() => {});
        opened.onEnd((message) => {
          if (gone) return;
          term.writeln(`\r\n\x1b[33m[${message}]\x1b[0m`);
          onState.current('ended', message);
        });
        term.focus();
      },
      (error: unknown) => {
        if (gone) return;
        const message = error instanceof Error ? error.message : String(error);
        term.writeln(`\x1b[31m${message}\x1b[0m`);
        onState.current('ended', message);
      },
    );
    return () => {
      gone = true;
      observer.disconnect();
      session?.close();
      term.dispose();
      fitRef.current = null;
    };
    // One session per mounted view: the PC does not change under it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (props.visible) fitRef.current?.();
  }, [props.visible]);

  return (
    <Box
      ref={host}
      data-testid="terminal"
      sx={{
        display: props.visible ? 'block' : 'none',
        position: 'absolute',
        inset: 0,
        p: 0.5,
        bgcolor: '#1e1e1e',
      }}
    />
  );
}
