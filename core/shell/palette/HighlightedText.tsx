/** Splits text into runs, marking the characters at `positions` (ascending indices). */
export function highlightRuns(text: string, positions: readonly number[]): { text: string; matched: boolean }[] {
  const runs: { text: string; matched: boolean }[] = [];
  const matched = new Set(positions);
  let start = 0;
  for (let index = 1; index <= text.length; index++) {
    if (index === text.length || matched.has(index) !== matched.has(start)) {
      runs.push({ text: text.slice(start, index), matched: matched.has(start) });
      start = index;
    }
  }
  return runs;
}

/** The text with the characters the query matched in `<mark>`. */
export function HighlightedText({
  text,
  positions,
  markClassName,
}: {
  text: string;
  positions: readonly number[];
  markClassName?: string;
}) {
  if (positions.length === 0) return <>{text}</>;
  return (
    <>
      {highlightRuns(text, positions).map((run, index) =>
        run.matched ? (
          <mark key={index} className={markClassName}>
            {run.text}
          </mark>
        ) : (
          <span key={index}>{run.text}</span>
        ),
      )}
    </>
  );
}
