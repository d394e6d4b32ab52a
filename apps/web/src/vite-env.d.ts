/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_AUTHOR_PROFILE_URL?: string;
  readonly VITE_SOURCE_CODE_URL?: string;
}
