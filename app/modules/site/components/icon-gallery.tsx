import { useEffect, useRef, useState } from "react";
import { Icon, type IconName } from "~/ui/icon";
import { filterIconNames } from "../icon-filter";

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // The clipboard API needs a secure context; the older way works on plain http too.
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.append(area);
    area.select();
    const ok = document.execCommand("copy");
    area.remove();
    return ok;
  }
}

/**
 * Every icon with its name, a filter, and a click (or Enter) that copies the name. Without
 * JS the filter is a GET form and the names are plain text to select.
 */
export function IconGallery({ names, initialQuery }: { names: readonly IconName[]; initialQuery: string }) {
  const [query, setQuery] = useState(initialQuery);
  const [copied, setCopied] = useState<IconName | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const shown = filterIconNames(names, query);

  const copy = async (name: IconName) => {
    if (!(await copyText(name))) return;
    setCopied(name);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(null), 2000);
  };

  return (
    <>
      <form
        method="get"
        role="search"
        className="mt-6 flex max-w-md items-end gap-2"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="flex-1">
          <label htmlFor="icon-filter" className="label">
            Filter icons
          </label>
          <input
            id="icon-filter"
            name="q"
            type="text"
            inputMode="search"
            className="field"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="off"
          />
        </div>
      </form>
      <p role="status" className="muted mt-3 min-h-6 text-sm">
        {copied ? `Copied! “${copied}” is on the clipboard.` : `${shown.length} of ${names.length} icons`}
      </p>
      <ul className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-4 lg:grid-cols-6">
        {shown.map((name) => (
          <li key={name}>
            <button
              type="button"
              onClick={() => copy(name)}
              className="card flex w-full flex-col items-center gap-3 px-2 py-4 hover:border-accent-600"
              title="Copy the name"
            >
              <Icon name={name} className="size-[34px]" />
              <span className="font-mono text-sm">{copied === name ? "Copied!" : name}</span>
            </button>
          </li>
        ))}
      </ul>
      {shown.length === 0 ? <p className="muted mt-4">No icon name contains “{query}”.</p> : null}
    </>
  );
}
