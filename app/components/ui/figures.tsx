import { Fragment } from "react";

/**
 * One figure per currency ("544,5 mil € · 1,2 mil US$"): a line breaks only between them, never inside one
 * (issue 39: the sign must not wrap onto a line of its own).
 */
export function Figures({ figures }: { figures: string[] }) {
  return figures.map((figure, i) => (
    <Fragment key={`${i}-${figure}`}>
      {i > 0 ? " · " : null}
      <span className="whitespace-nowrap">{figure}</span>
    </Fragment>
  ));
}
