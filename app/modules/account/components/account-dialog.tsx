import { useEffect, useRef, useState, type FormEvent, type RefObject } from "react";
import { useFetcher, useLocation } from "react-router";
import * as Dialog from "@radix-ui/react-dialog";
import { DialogCloseButton } from "~/ui/dialog-close-button";
import { revealFocusTakenRound } from "~/ui/dialog-focus-wrap";
import { usePageHiddenBehind } from "~/ui/page-hidden-behind";
import * as Tabs from "@radix-ui/react-tabs";
import { mayFocusTextFieldOnOpen } from "~/ui/dialog-field-focus";
import { accountPath } from "~/lib/hrefs";
import { replacePage } from "~/lib/replace-page";
import { useRouteCodeOnUse } from "~/ui/use-route-code-on-use";
import type { AccountFormResult, AccountNotice } from "../account.types";
import { accountFieldErrors } from "../account-field-errors";
import { useFocusOnRefusal } from "../use-focus-on-refusal";
import { AccountNotices } from "./account-notices";
import { LoginFields, RegisterFields } from "./account-fields";

/** After a registration the page is replaced this long after the welcome shows. */
const REGISTERED_REDIRECT_MS = 1000;

/**
 * The "Account" dialog with its Login and Register tabs, loaded when the header's My account button
 * is first used (account-button.tsx). Both forms post to /my-account/ in the background (`_js=1`);
 * the server's notices show in the dialog's notices region. After a login the page is replaced at
 * once by the answer's target; after a registration, a second later.
 */
export function AccountDialog({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const hidePageBehind = usePageHiddenBehind();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          ref={hidePageBehind}
          className="fixed inset-x-0 top-0 z-50 mx-auto max-h-[100dvh] w-full max-w-md overflow-y-auto bg-[var(--surface)] p-4 shadow-xl dialog-edge outline-none md:top-10 md:max-h-[calc(100dvh-5rem)] md:rounded-xl md:p-6"
          aria-describedby={undefined}
          onKeyDown={revealFocusTakenRound}
          // On a desktop the dialog opens on its first field (Username or email); on a phone on Close,
          // so that no on-screen keyboard comes up over the dialog before the shopper taps a field.
          onOpenAutoFocus={(e) => {
            const field = (e.currentTarget as HTMLElement).querySelector<HTMLElement>("input:not([type=hidden])");
            if (field && mayFocusTextFieldOnOpen()) {
              e.preventDefault();
              field.focus();
            }
          }}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <div className="mb-3 flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold">Account</Dialog.Title>
            <DialogCloseButton />
          </div>
          <AccountDialogForms />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function AccountDialogForms() {
  const location = useLocation();
  const login = useFetcher<AccountFormResult>({ key: "account-login" });
  const register = useFetcher<AccountFormResult>({ key: "account-register" });
  const [tab, setTab] = useState("login");
  // Back to this page after logging in (the account area when the dialog opened there), to the same
  // place in it: the fragment (#reviews) is sent too, as the server never sees it otherwise. It is
  // the address bar's own, read as the dialog opens (these forms show only then): the lightbox takes
  // its #&gid=… out of the address without React Router knowing, and must not open again after.
  const here = location.pathname + location.search + window.location.hash;
  const [messages, setMessages] = useState<AccountNotice[]>([]);

  useEffect(() => {
    const answer = login.state === "idle" ? login.data?.answer : undefined;
    if (!answer) return;
    setMessages(answer.data.messages);
    if (answer.data.successfully) replacePage(answer.data.wp_redirect);
  }, [login.state, login.data]);

  useEffect(() => {
    const answer = register.state === "idle" ? register.data?.answer : undefined;
    if (!answer) return;
    setMessages(answer.data.messages);
    if (!answer.data.successfully) return;
    const timer = window.setTimeout(() => replacePage(answer.data.wp_redirect), REGISTERED_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [register.state, register.data]);

  // A form is busy from its sending until the page is replaced after a success; meanwhile it is not
  // sent again (its button stays focusable, so the focus stays on it, see account-fields.tsx).
  const loginBusy = login.state !== "idle" || login.data?.answer.data.successfully === true;
  const registerBusy = register.state !== "idle" || register.data?.answer.data.successfully === true;
  const holdWhile = (busy: boolean) => (event: FormEvent) => {
    if (busy) event.preventDefault();
  };

  // A refusal marks the fields it is about and takes the focus to the first of them (else to the
  // notices' alert), where the Log in or Register button would keep it as if nothing happened.
  const formsRef = useRef<HTMLDivElement>(null);
  useFocusOnRefusal(formsRef, messages);
  // The account page's route sends both forms: its code is fetched once the visitor is in one.
  const sender = useRouteCodeOnUse(accountPath);
  const fieldErrors = (result: AccountFormResult | undefined) =>
    result && messages === result.answer.data.messages ? accountFieldErrors(messages) : undefined;

  const hidden = (
    <>
      <input type="hidden" name="redirect" value={here} />
      <input type="hidden" name="_js" value="1" />
    </>
  );
  return (
    <div ref={formsRef} onFocus={sender.start}>
      {sender.routeCode}
      <AccountNotices messages={messages} />
      <Tabs.Root
        value={tab}
        onValueChange={(value) => {
          setTab(value);
          setMessages([]);
        }}
        className="mt-2"
      >
        <Tabs.List aria-label="Account" className="mb-4 flex border-b border-[var(--border)]">
          {(["login", "register"] as const).map((value) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className="-mb-px border-b-2 border-transparent px-4 py-2 font-semibold data-[state=active]:border-accent-700"
            >
              {value === "login" ? "Login" : "Register"}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="login">
          <login.Form method="post" action={accountPath} aria-label="Login" noValidate onSubmit={holdWhile(loginBusy)}>
            {hidden}
            <LoginFields idPrefix="dialog" errors={fieldErrors(login.data)} busy={loginBusy} />
          </login.Form>
        </Tabs.Content>
        <Tabs.Content value="register">
          <register.Form
            method="post"
            action={accountPath}
            aria-label="Register"
            noValidate
            onSubmit={holdWhile(registerBusy)}
          >
            {hidden}
            <RegisterFields idPrefix="dialog" errors={fieldErrors(register.data)} busy={registerBusy} />
          </register.Form>
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
