import type { VerificationValueDto } from '@/contracts/dto/agent-verification-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import styles from './moderation.module.css';

/** One answer of a submission: its text or options, or a link to its file (a photo shown). */
export function VerificationAnswer({ answer }: { answer: VerificationValueDto }) {
  const { t } = useSiteText();
  const { file, value } = answer;
  return (
    <div>
      <dt>
        <bdi>{answer.name}</bdi>
      </dt>
      <dd>
        {file ? (
          <a
            href={file.url}
            target="_blank"
            rel="noopener noreferrer"
            className={styles.answerFile}
          >
            {file.kind === 'image' ? (
              <img src={file.url} alt="" loading="lazy" className={styles.answerImage} />
            ) : null}
            <span>
              {t(
                file.kind === 'image'
                  ? 'verification_review.open_photo'
                  : 'verification_review.open_document',
              )}
              {file.name ? (
                <>
                  {' '}
                  (<bdi>{file.name}</bdi>)
                </>
              ) : null}
            </span>
          </a>
        ) : (
          <bdi className={styles.answerText}>
            {Array.isArray(value) ? value.join(', ') : (value ?? '')}
          </bdi>
        )}
      </dd>
    </div>
  );
}
