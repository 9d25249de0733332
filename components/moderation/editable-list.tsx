import { Fragment, type ReactNode } from 'react';
import { useSiteText } from '@/components/layout/use-site-text';
import { Button } from '@/components/ui/button';
import { Loaded, type LoadingResult } from '@/components/ui/load-status';
import { Modal } from '@/components/ui/modal';
import consoleStyles from '@/components/layout/console.module.css';
import styles from './moderation.module.css';

export interface EditableRowProps {
  name: string;
  /** The entry's icon, beside its name. */
  icon?: string | null;
  /** What stands under the name, a line each; an empty line is left out. */
  lines?: readonly ReactNode[];
  onEdit: () => void;
  /** Its heading's level: h3 under a section's heading, h2 right under the screen's. */
  heading?: 'h2' | 'h3';
}

/** One entry of a console list (a category, a parameter, a form field): its facts and "Edit". */
export function EditableRow({ name, icon, lines = [], onEdit, heading = 'h3' }: EditableRowProps) {
  const { t } = useSiteText();
  const Heading = heading;
  return (
    <li className={styles.submission}>
      <div className={styles.main}>
        <Heading className={`${styles.rowTitle} ${icon !== undefined ? styles.iconTitle : ''}`}>
          {icon ? <img src={icon} alt="" className={styles.categoryIcon} /> : null}
          <bdi>{name}</bdi>
        </Heading>
        {lines.map((line, index) =>
          line ? (
            <p key={index} className={consoleStyles.muted}>
              {line}
            </p>
          ) : null,
        )}
      </div>
      <div className={styles.decisions}>
        <Button
          variant="secondary"
          onClick={onEdit}
          aria-label={t('admin_catalogue.edit_label', { name })}
        >
          {t('admin_catalogue.edit')}
        </Button>
      </div>
    </li>
  );
}

export interface EditableListProps<Entry> {
  /** The section's heading and its id; none where the screen's heading names the list. */
  heading?: { id: string; text: string };
  /** "Add a category", and whether it may be pressed yet. */
  addText: string;
  onAdd: () => void;
  addDisabled?: boolean;
  /** Beside "Add": a link to a related screen. */
  aside?: ReactNode;
  result: LoadingResult<readonly Entry[]>;
  failedText: string;
  /** An entry's row (an `EditableRow`). */
  children: (entry: Entry) => ReactNode;
}

/** A console list edited in a dialog: "Add", then the entries once they have loaded. */
export function EditableList<Entry>({
  heading,
  addText,
  onAdd,
  addDisabled,
  aside,
  result,
  failedText,
  children,
}: EditableListProps<Entry>) {
  const content = (
    <>
      <div>
        <Button onClick={onAdd} disabled={addDisabled}>
          {addText}
        </Button>
        {aside ? <> {aside}</> : null}
      </div>
      <Loaded result={result} failedText={failedText} className={consoleStyles.status}>
        {(entries) => <ul className={consoleStyles.list}>{entries.map(children)}</ul>}
      </Loaded>
    </>
  );
  if (!heading) return content;
  return (
    <section aria-labelledby={heading.id} className={styles.editableList}>
      <h2 id={heading.id} className={consoleStyles.sectionTitle}>
        {heading.text}
      </h2>
      {content}
    </section>
  );
}

/** Which editor of a list is open: none (null), a new entry's (`entry` null) or an entry's. */
export type EditingEntry<Entry> = { entry: Entry | null } | null;

export interface EditorDialogProps<Entry> {
  editing: EditingEntry<Entry>;
  /** The dialog's title for an entry ("Edit Starter"); `addTitle` for a new one. */
  editTitle: (entry: Entry) => string;
  addTitle: string;
  onClose: () => void;
  /** The editor of the entry (null: a new one), made afresh for each entry. */
  children: (entry: Entry | null) => ReactNode;
}

/** The dialog of a list's editor: open while an entry (or a new one) is being edited. */
export function EditorDialog<Entry extends { id: number }>({
  editing,
  editTitle,
  addTitle,
  onClose,
  children,
}: EditorDialogProps<Entry>) {
  return (
    <Modal
      isOpen={editing !== null}
      title={editing?.entry ? editTitle(editing.entry) : addTitle}
      onClose={onClose}
    >
      {editing ? (
        <Fragment key={editing.entry?.id ?? 'new'}>{children(editing.entry)}</Fragment>
      ) : null}
    </Modal>
  );
}
