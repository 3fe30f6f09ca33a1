import {
  type HTMLAttributes,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { cn } from "../../lib/cn.ts";
import { useCspNonce } from "../../lib/csp-nonce.tsx";

const CURRENT = '[aria-current="page"],[aria-selected="true"]';

/** Scrolls the bar alone (never the page) so that its current tab sits in the middle, or as near as it can. */
function centreCurrentTab(bar: HTMLElement | null) {
  const current = bar?.querySelector<HTMLElement>(CURRENT);
  if (!bar || !current || bar.scrollWidth <= bar.clientWidth) return;
  const b = bar.getBoundingClientRect();
  const c = current.getBoundingClientRect();
  bar.scrollLeft += c.left + c.width / 2 - (b.left + b.width / 2);
}

/**
 * The same as `centreCurrentTab`, run by the browser as soon as the server's HTML has the bar (before the page's
 * scripts, which wait for the first paint): the current tab is in view from the first frame. It measures in that
 * frame's animation callback, where the layout it reads is the one the frame needs anyway: measured while the
 * parser runs, it forced a layout of the page so far that the frame then redid (12 ms of a cold creator page
 * here, ~120 ms at 10× CPU; docs/decisions/0039-slow-phone.md).
 */
const CENTRE_NOW = `(function(b){var c=b&&b.querySelector('${CURRENT}');if(!c)return;requestAnimationFrame(function(){if(b.scrollWidth<=b.clientWidth)return;var r=b.getBoundingClientRect(),s=c.getBoundingClientRect();b.scrollLeft+=s.left+s.width/2-(r.left+r.width/2)})})(document.currentScript&&document.currentScript.previousElementSibling)`;

type Props = HTMLAttributes<HTMLElement> & {
  /** `nav` for a section's links, `div` for an ARIA tab list. */
  as?: "nav" | "div";
  /** What the current tab is (a path, an id): when it changes, the bar brings the new one into view. */
  current: string;
  children: ReactNode;
};

/**
 * The bar of every tab list (section links and ARIA tabs). On a narrow screen it scrolls sideways and shows it: a
 * shade at each edge that has more tabs beyond it, drawn by CSS alone (`.tab-scroller` in app/app.css), so it is
 * right before the scripts load and while scrolling. The current tab is brought into view on load, by a small
 * inline script right after the bar, and on every change of tab once the scripts run. The bar is `relative`, so
 * what is absolutely placed inside a tab (a count badge's screen-reader label) scrolls with the bar instead of
 * widening the page at 375 px.
 */
export function TabScroller({ as: Tag = "nav", current, className, children, ...rest }: Props) {
  const bar = useRef<HTMLElement>(null);
  const nonce = useCspNonce();
  const id = useId();
  // The script belongs to the server's HTML: hydration keeps it (the bar is already in the page, the script after
  // it); a bar first drawn in the browser (a client navigation) has none, as React never runs such a script.
  const [withScript] = useState(
    () =>
      typeof document === "undefined" ||
      document.getElementById(id)?.nextElementSibling?.tagName === "SCRIPT",
  );
  useEffect(() => {
    if (current) centreCurrentTab(bar.current);
  }, [current]);
  return (
    <>
      <Tag
        id={id}
        ref={bar as RefObject<HTMLDivElement>}
        className={cn("tab-scroller relative overflow-x-auto", className)}
        {...rest}
      >
        {children}
      </Tag>
      {withScript ? (
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: CENTRE_NOW }} />
      ) : null}
    </>
  );
}
