import { MicrophoneIcon } from '@/components/layout/icons';
import { useEffect, useRef } from 'react';
import { useSiteText } from '@/components/layout/use-site-text';
import { clockOf, type VoiceRecorder } from './use-voice-recorder';
import styles from './chat-composer.module.css';

/** The recording's own player while it waits to be sent (its object URL freed afterwards). */
function RecordingPreview({ audio }: { audio: Blob }) {
  const audioRef = useRef<HTMLAudioElement>(null);
  useEffect(() => {
    const player = audioRef.current;
    if (!player) return undefined;
    const url = URL.createObjectURL(audio);
    player.src = url;
    return () => URL.revokeObjectURL(url);
  }, [audio]);
  return <audio ref={audioRef} className={styles.preview} controls preload="metadata" />;
}

/** Record, stop, listen to and remove a voice message before it is sent. */
export function VoiceRecorderControls({ recorder }: { recorder: VoiceRecorder }) {
  const { t } = useSiteText();
  const { state } = recorder;
  if (state.kind === 'recording') {
    return (
      <span className={styles.recording}>
        <span role="status">{t('chat.composer.recording', { time: clockOf(state.seconds) })}</span>
        <button type="button" className={styles.tool} onClick={recorder.stop}>
          {t('chat.composer.stop')}
        </button>
      </span>
    );
  }
  if (state.kind === 'recorded') {
    return (
      <span className={styles.recording}>
        <span>{t('chat.composer.voice_ready', { time: clockOf(state.seconds) })}</span>
        <RecordingPreview audio={state.audio} />
        <button type="button" className={styles.remove} onClick={() => recorder.discard()}>
          {t('chat.composer.remove_voice')}
        </button>
      </span>
    );
  }
  return (
    <button
      type="button"
      className={styles.tool}
      disabled={state.kind === 'starting'}
      onClick={() => void recorder.start()}
    >
      <MicrophoneIcon size={20} />
      <span className="phone-sr-only">{t('chat.composer.record')}</span>
    </button>
  );
}
