/// <reference types="novnc__novnc" />

// noVNC 1.7 exports its RFB class as the package's entry; DefinitelyTyped names it by the old path.
declare module '@novnc/novnc' {
  export { default } from '@novnc/novnc/lib/rfb';
}
