/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Set to use Clerk's hosted sign-in; unset means the API's local sign-in. */
  readonly VITE_CLERK_PUBLISHABLE_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
