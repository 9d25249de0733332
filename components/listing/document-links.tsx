/** A listing's documents as download links (opened in a new tab), by their names. */
export function DocumentLinks({
  documents,
  className,
}: {
  documents: readonly { id: number; name: string; file: string }[];
  className?: string;
}) {
  return (
    <ul className={className}>
      {documents.map((document) => (
        <li key={document.id}>
          <a href={document.file} target="_blank" rel="noopener noreferrer" download>
            {document.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
