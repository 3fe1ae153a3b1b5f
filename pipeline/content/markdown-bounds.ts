// What marked cannot be handed: its time to match emphasis grows with the square of the marks in a paragraph (a line
// of 160,000 "*a" took 3.8 s, 320 KB took 31.5 s), and it nests quotes and lists by recursion, so that 2,000 "> " on
// one line overflow the stack with a trace that names no file. Such bodies are refused first, naming their line.
// The bounds are far above any text: the site's own content has at most 40 marks in a paragraph and nests 1 deep.

/** Emphasis marks (*, _, ~) in one paragraph: 500 of them take marked under 5 ms. */
export const MAX_EMPHASIS_MARKS = 500;
/** Quotes and list items inside each other at the start of one line. */
export const MAX_NESTING = 16;

/** `text`'s problems, each with its line of the file (`firstLine` is the line the text starts on). */
export function markdownBounds(text: string, firstLine: number): { line: number; reason: string }[] {
  const problems: { line: number; reason: string }[] = [];
  let marks = 0;
  let nested = false;
  let paragraphLine = firstLine;
  const endParagraph = () => {
    if (marks > MAX_EMPHASIS_MARKS) {
      const reason = `this paragraph holds ${marks} emphasis marks (*, _ or ~); at most ${MAX_EMPHASIS_MARKS} are read in one paragraph (was something pasted by mistake?)`;
      problems.push({ line: paragraphLine, reason });
    }
    marks = 0;
  };
  text.split('\n').forEach((line, i) => {
    if (!line.trim()) {
      endParagraph();
      paragraphLine = firstLine + i + 1;
      return;
    }
    marks += line.match(/[*_~]/g)?.length ?? 0;
    const depth = NESTING.exec(line)![0].match(MARKER)?.length ?? 0;
    // The first such line is enough to say it; a file of them would repeat it on every one.
    if (depth > MAX_NESTING && !nested) {
      nested = true;
      problems.push({ line: firstLine + i, reason: `quotes (>) and list items are nested ${depth} deep here; at most ${MAX_NESTING} levels are read` });
    }
  });
  endParagraph();
  return problems;
}

const MARKER = />|[-*+]|\d{1,9}[.)]/g;
/** The quote marks and list marks that open a line; a list mark is followed by a space or the line's end. */
const NESTING = /^(?:[ \t]*(?:>|(?:[-*+]|\d{1,9}[.)])(?=[ \t]|$)))*/;
