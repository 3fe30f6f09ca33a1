import type { ChangeEvent, Ref } from "react";

/**
 * The file picker behind a visible button: out of the tab order and hidden from screen readers, because the
 * button that opens it (input.current.click()) is what people reach and hear.
 */
export function HiddenFileInput({
  inputRef,
  accept,
  multiple,
  onChange,
  testId,
}: {
  inputRef: Ref<HTMLInputElement>;
  accept: string;
  multiple?: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  testId?: string;
}) {
  return (
    <input
      ref={inputRef}
      type="file"
      accept={accept}
      multiple={multiple}
      className="sr-only"
      tabIndex={-1}
      aria-hidden="true"
      onChange={onChange}
      data-testid={testId}
    />
  );
}
