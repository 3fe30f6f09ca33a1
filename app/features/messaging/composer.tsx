import { SendHorizontal } from "lucide-react";
import { type FormEvent, type KeyboardEvent, useLayoutEffect, useRef, useState } from "react";
import { LIMITS } from "#core/constants/limits";
import { messageContentSchema } from "#core/schemas/messaging";
import { Button } from "../../components/ui/button.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { cn } from "../../lib/cn.ts";

/** Shown once a message gets near the limit. */
const COUNTER_FROM = LIMITS.messageMaxLength - 200;

type ComposerProps = {
  /** Resolves true once stored; on false the text stays for another try. */
  onSend: (content: string) => Promise<boolean>;
  disabled?: boolean;
};

/**
 * doc 1 §2: Enter sends, Shift+Enter adds a line, the box grows up to 120 px, blank messages are not sent.
 * The same core rule as the server decides what may be sent.
 */
export function Composer({ onSend, disabled }: ComposerProps) {
  const { t } = useTranslation("chat");
  const [text, setText] = useState("");
  const [sending, setSending] = useState(false);
  const ref = useRef<HTMLTextAreaElement>(null);
  const check = messageContentSchema.safeParse(text);
  const tooLong = text.trim().length > LIMITS.messageMaxLength;

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.style.height = "auto";
    el.style.height = `${Math.min(el.scrollHeight, LIMITS.chatTextareaMaxPx)}px`;
    el.style.overflowY = el.scrollHeight > LIMITS.chatTextareaMaxPx ? "auto" : "hidden";
  }, [text]);

  async function submit(e?: FormEvent) {
    e?.preventDefault();
    if (!check.success || sending || disabled) return;
    setSending(true);
    const ok = await onSend(check.data);
    setSending(false);
    if (ok) setText("");
    ref.current?.focus();
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    // While composing (accents, CJK input) Enter confirms the composition, not the message.
    if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit();
    }
  }

  return (
    <form onSubmit={submit} className="border-t border-gray-200 bg-white px-3 py-3 sm:px-4">
      <div className="flex items-end gap-2">
        <label htmlFor="chat-composer" className="sr-only">
          {t("composer.label")}
        </label>
        <textarea
          id="chat-composer"
          ref={ref}
          rows={1}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t("composer.placeholder")}
          aria-describedby="chat-composer-hint"
          aria-invalid={tooLong || undefined}
          disabled={disabled}
          className={cn(
            "block max-h-[120px] min-h-11 flex-1 resize-none rounded-2xl border border-gray-300 bg-white px-4 py-2.5",
            "text-[15px] leading-6 text-ink placeholder:text-gray-400 focus:border-ink focus:outline-none",
            tooLong && "border-red-500",
          )}
        />
        <Button
          type="submit"
          variant="dark"
          size="icon"
          className="size-11 shrink-0"
          loading={sending}
          disabled={!check.success || disabled}
          aria-label={t("composer.send")}
        >
          <SendHorizontal aria-hidden="true" className="size-5" />
        </Button>
      </div>
      <div id="chat-composer-hint" className="mt-1.5 flex justify-between gap-3 px-1 text-xs text-gray-500">
        <span className={cn(tooLong ? "text-red-700" : "max-sm:sr-only")}>
          {tooLong ? t("errors.messageTooLong", { count: LIMITS.messageMaxLength }) : t("composer.hint")}
        </span>
        {text.length >= COUNTER_FROM ? (
          <span className={cn("tabular-nums", tooLong && "font-semibold text-red-700")}>
            {t("composer.counter", { length: text.trim().length, max: LIMITS.messageMaxLength })}
          </span>
        ) : null}
      </div>
    </form>
  );
}
