/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Absolute URL of the public storefront (for 'View site' and job links). */
  readonly VITE_STOREFRONT_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
