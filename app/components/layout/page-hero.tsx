import type { ReactNode } from "react";

type PageHeroProps = {
  eyebrow?: ReactNode;
  title: ReactNode;
  body?: ReactNode;
  actions?: ReactNode;
  /** Extra content under the text (a search box on the help centre). */
  children?: ReactNode;
  /** Shown beside the text on large screens. */
  aside?: ReactNode;
};

/** The soft brand-tinted header band of content pages (about, help, legal, blog). */
export function PageHero({ eyebrow, title, body, actions, children, aside }: PageHeroProps) {
  return (
    <section className="relative isolate overflow-hidden border-b border-brand-100 bg-gradient-to-b from-brand-50 to-white">
      <svg
        aria-hidden="true"
        className="absolute -top-24 -right-24 -z-10 size-[28rem] text-brand-200/60 sm:size-[36rem]"
        viewBox="0 0 200 200"
      >
        <circle cx="100" cy="100" r="100" fill="currentColor" />
      </svg>
      <svg
        aria-hidden="true"
        className="absolute bottom-0 left-0 -z-10 h-24 w-full text-brand-100/70"
        viewBox="0 0 1200 100"
        preserveAspectRatio="none"
      >
        <path d="M0 100 L240 40 L380 78 L560 18 L760 70 L920 36 L1200 92 L1200 100 Z" fill="currentColor" />
      </svg>
      <div className="mx-auto flex max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <div className="max-w-3xl flex-1">
          {eyebrow ? (
            <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">{eyebrow}</p>
          ) : null}
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance text-ink sm:text-5xl">
            {title}
          </h1>
          {body ? <p className="mt-5 max-w-2xl text-lg leading-relaxed text-gray-600">{body}</p> : null}
          {actions ? <div className="mt-8 flex flex-col gap-3 sm:flex-row">{actions}</div> : null}
          {children}
        </div>
        {aside ? <div className="hidden w-96 shrink-0 lg:block">{aside}</div> : null}
      </div>
    </section>
  );
}
