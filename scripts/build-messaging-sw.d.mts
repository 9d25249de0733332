export declare const messagingWorkerEntry: string;
export declare const messagingWorkerFile: string;
/** Writes the messaging service worker's bundle (or to `outfile`); answers its path. */
export declare function buildMessagingWorker(
  root: string,
  options?: { outfile?: string },
): Promise<string>;
