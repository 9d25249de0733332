import { PaperclipIcon } from '@/components/layout/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { isApiError } from '@/api/api-error';
import { useSessionUserId } from '@/api/define-query';
import { useSendMessage } from '@/api/chat/send-message';
import type { ChatConversationDto } from '@/contracts/dto/chat-dto';
import { chatKeys } from '@/contracts/query-keys/chat-keys';
import { chatLimits } from '@/contracts/requests/chat-requests';
import { useSiteText } from '@/components/layout/use-site-text';
import { apiErrorText } from '@/components/ui/api-error-text';
import { Button } from '@/components/ui/button';
import type { Translate } from '@/hooks/use-translation';
import { chatAudioProblem, chatFileAccept, chatFileProblem } from './chat-file-checks';
import type { ChatThreadId } from './use-chat-thread';
import { VoiceRecorderControls } from './voice-recorder-controls';
import { useVoiceRecorder } from './use-voice-recorder';
import styles from './chat-composer.module.css';

export interface ChatComposerProps {
  thread: ChatThreadId;
  conversation: ChatConversationDto | null;
  /** The composer takes the focus as it appears (a conversation started from a listing). */
  hasFocus: boolean;
}

/** Why the conversation takes no messages, with the blocker's own reason. */
function closedText(conversation: ChatConversationDto | null, t: Translate): string | null {
  const reason = conversation?.closed_reason;
  if (!reason) return null;
  const text = t(`chat.closed.${reason}`);
  return reason === 'blocked_by_you' && conversation.block_reason
    ? `${text} ${t('chat.closed.your_reason', { reason: conversation.block_reason })}`
    : text;
}

/** The sentence for a refused message. */
function sendErrorText(error: unknown, t: Translate): string {
  if (!isApiError(error)) return t('chat.composer.send_failed');
  if (error.status === 429) {
    return t('chat.composer.rate_limited', { seconds: error.retryAfterSeconds ?? 60 });
  }
  if (error.status === 413) {
    return t('chat.composer.file_too_big', { max: chatLimits.fileBytes / (1024 * 1024) });
  }
  // A block or a closed conversation: the server's sentence says who blocked or what went.
  if (error.status === 403 || error.status === 409) return error.message;
  const fieldError = error.fieldErrors ? Object.values(error.fieldErrors)[0] : undefined;
  return fieldError ?? apiErrorText(error, t);
}

/**
 * Writes in a conversation: text, one file (photo, PDF or Word, checked here before it is
 * sent) and a voice message. A closed conversation (blocked, listing gone, account deleted)
 * shows why and takes nothing.
 */
export function ChatComposer({ thread, conversation, hasFocus }: ChatComposerProps) {
  const { t } = useSiteText();
  const userId = useSessionUserId();
  const client = useQueryClient();
  const send = useSendMessage();
  const recorder = useVoiceRecorder();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const ids = { text: useId(), note: useId(), closed: useId() };
  const closed = closedText(conversation, t);

  useEffect(() => {
    if (hasFocus && !closed) textRef.current?.focus();
  }, [hasFocus, closed]);

  const recording = recorder.state.kind === 'recorded' ? recorder.state.audio : null;

  const chooseFile = (chosen: File | undefined) => {
    if (fileRef.current) fileRef.current.value = '';
    if (!chosen) return;
    const fileProblem = chatFileProblem(chosen);
    setProblem(fileProblem ? t(fileProblem.key, fileProblem.vars) : null);
    setFile(fileProblem ? null : chosen);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const message = text.trim();
    if (!message && !file && !recording) {
      setProblem(t('chat.composer.empty'));
      return;
    }
    const audioProblem = recording ? chatAudioProblem(recording) : null;
    if (audioProblem) {
      setProblem(t(audioProblem.key, audioProblem.vars));
      return;
    }
    setProblem(null);
    try {
      await send.mutateAsync({
        receiver_id: thread.withUserId,
        property_id: thread.propertyId,
        message,
        file,
        audio: recording,
      });
      // Clears only what was sent: what the sender began meanwhile stays.
      setText((current) => (current.trim() === message ? '' : current));
      setFile((current) => (current === file ? null : current));
      if (recording) recorder.discard(recording);
      textRef.current?.focus();
    } catch (error) {
      setProblem(sendErrorText(error, t));
      if (isApiError(error) && (error.status === 403 || error.status === 409)) {
        // The conversation closed meanwhile: its reason comes with it.
        void client.invalidateQueries({
          queryKey: chatKeys.thread(userId, thread.withUserId, thread.propertyId),
        });
      }
    }
  };

  const recorderProblem = recorder.problem ? t(recorder.problem) : null;
  const note = problem ?? recorderProblem;

  return (
    <form className={styles.composer} onSubmit={(event) => void submit(event)} noValidate>
      {closed ? (
        <p id={ids.closed} className={styles.closed} role="status">
          {closed}
        </p>
      ) : null}
      <fieldset
        className={styles.fields}
        disabled={closed !== null}
        aria-describedby={closed ? ids.closed : undefined}
      >
        <label htmlFor={ids.text} className="visually-hidden">
          {t('chat.composer.label')}
        </label>
        <textarea
          id={ids.text}
          ref={textRef}
          className={styles.text}
          rows={2}
          dir="auto"
          value={text}
          maxLength={chatLimits.message}
          placeholder={t('chat.composer.placeholder')}
          aria-describedby={note ? ids.note : undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              event.currentTarget.form?.requestSubmit();
            }
          }}
        />
        {file ? (
          <p className={styles.chosen}>
            <bdi>{file.name}</bdi>
            <button type="button" className={styles.remove} onClick={() => setFile(null)}>
              {t('chat.composer.remove_file')}
            </button>
          </p>
        ) : null}
        <div className={styles.tools}>
          <label className={styles.attach}>
            <input
              ref={fileRef}
              type="file"
              className="visually-hidden"
              accept={chatFileAccept}
              onChange={(event) => chooseFile(event.target.files?.[0])}
            />
            <PaperclipIcon size={20} />
            <span className="phone-sr-only">{t('chat.composer.attach')}</span>
          </label>
          <VoiceRecorderControls recorder={recorder} />
          <Button type="submit" className={styles.send} isBusy={send.isPending}>
            {t('chat.composer.send')}
          </Button>
        </div>
      </fieldset>
      {note ? (
        <p id={ids.note} className={styles.problem} role="alert">
          {note}
        </p>
      ) : null}
    </form>
  );
}
