import { useCallback, useEffect, useRef, useState } from 'react';
import { chatLimits } from '@/contracts/requests/chat-requests';

/** Where the recorder is: idle, asking for the microphone, recording, or holding a recording. */
export type RecorderState =
  | { kind: 'idle' }
  | { kind: 'starting' }
  | { kind: 'recording'; seconds: number }
  | { kind: 'recorded'; audio: Blob; seconds: number };

/** Why recording could not start, as the translation key the composer shows. */
export type RecorderProblem =
  'chat.microphone_missing' | 'chat.microphone_denied' | 'chat.composer.recording_unsupported';

/** The recording types the server accepts, the browser's first supported one used. */
const preferredTypes = [
  'audio/webm;codecs=opus',
  'audio/ogg;codecs=opus',
  'audio/mp4',
  'audio/webm',
];

function recordingType(): string | undefined {
  if (typeof MediaRecorder.isTypeSupported !== 'function') return undefined;
  return preferredTypes.find((type) => MediaRecorder.isTypeSupported(type));
}

function problemOf(error: unknown): RecorderProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (
    name === 'NotFoundError' ||
    name === 'DevicesNotFoundError' ||
    name === 'OverconstrainedError'
  ) {
    return 'chat.microphone_missing';
  }
  if (name === 'NotAllowedError' || name === 'PermissionDeniedError' || name === 'SecurityError') {
    return 'chat.microphone_denied';
  }
  return 'chat.microphone_missing';
}

export interface VoiceRecorder {
  state: RecorderState;
  problem: RecorderProblem | null;
  start: () => Promise<void>;
  stop: () => void;
  /** Drops the held recording (only `sent`, when given). */
  discard: (sent?: Blob) => void;
}

/**
 * Records a voice message with the browser's MediaRecorder. A missing or refused microphone
 * (or a browser without recording) becomes the spec's sentence; the microphone is released as
 * soon as the recording stops or the composer goes.
 */
export function useVoiceRecorder(): VoiceRecorder {
  const [state, setState] = useState<RecorderState>({ kind: 'idle' });
  const [problem, setProblem] = useState<RecorderProblem | null>(null);
  const recorderRef = useRef<MediaRecorder | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const timerRef = useRef<number | null>(null);

  const release = useCallback(() => {
    if (timerRef.current !== null) window.clearInterval(timerRef.current);
    timerRef.current = null;
    for (const track of streamRef.current?.getTracks() ?? []) track.stop();
    streamRef.current = null;
  }, []);

  useEffect(
    () => () => {
      if (recorderRef.current?.state === 'recording') recorderRef.current.stop();
      release();
    },
    [release],
  );

  const start = useCallback(async () => {
    setProblem(null);
    if (typeof MediaRecorder === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
      setProblem('chat.composer.recording_unsupported');
      return;
    }
    setState({ kind: 'starting' });
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      setProblem(problemOf(error));
      setState({ kind: 'idle' });
      return;
    }
    streamRef.current = stream;
    const type = recordingType();
    const recorder = new MediaRecorder(stream, type ? { mimeType: type } : undefined);
    const chunks: Blob[] = [];
    const startedAt = Date.now();
    const elapsed = () => Math.round((Date.now() - startedAt) / 1000);
    let bytes = 0;
    recorder.ondataavailable = (event) => {
      if (event.data.size === 0) return;
      chunks.push(event.data);
      bytes += event.data.size;
      // Stops before the recording outgrows what a message may carry.
      if (bytes >= chatLimits.audioBytes * 0.95 && recorder.state === 'recording') recorder.stop();
    };
    recorder.onstop = () => {
      release();
      const audio = new Blob(chunks, { type: recorder.mimeType || type || 'audio/webm' });
      setState(audio.size > 0 ? { kind: 'recorded', audio, seconds: elapsed() } : { kind: 'idle' });
    };
    recorderRef.current = recorder;
    recorder.start(1000);
    setState({ kind: 'recording', seconds: 0 });
    timerRef.current = window.setInterval(
      () =>
        setState((current) =>
          current.kind === 'recording' ? { ...current, seconds: elapsed() } : current,
        ),
      1000,
    );
  }, [release]);

  const stop = useCallback(() => {
    if (recorderRef.current?.state === 'recording') recorderRef.current.stop();
  }, []);

  /**
   * Drops the held recording — only `sent` when given, so a recording started while the last
   * one was being sent survives its answer.
   */
  const discard = useCallback((sent?: Blob) => {
    setProblem(null);
    setState((current) =>
      !sent || (current.kind === 'recorded' && current.audio === sent) ? { kind: 'idle' } : current,
    );
  }, []);

  return { state, problem, start, stop, discard };
}

/** A duration as m:ss. */
export function clockOf(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}
