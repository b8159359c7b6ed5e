import { type ReactNode, createContext, useContext, useEffect, useState } from 'react';
import { CalibrationWorkerClient, type WorkerLike } from '../worker/worker-client';

const WorkerContext = createContext<CalibrationWorkerClient | null>(null);

/**
 * One calibration worker for the page's tabs, stopped when the page goes (the client starts a
 * new worker if asked again, as after StrictMode's second mount).
 */
export function WorkerProvider(props: { children: ReactNode; start?: () => WorkerLike }) {
  const [client] = useState(() => new CalibrationWorkerClient(props.start));
  useEffect(() => () => client.dispose(), [client]);
  return <WorkerContext.Provider value={client}>{props.children}</WorkerContext.Provider>;
}

export function useWorker(): CalibrationWorkerClient {
  const client = useContext(WorkerContext);
  if (!client) throw new Error('useWorker needs a WorkerProvider.');
  return client;
}
