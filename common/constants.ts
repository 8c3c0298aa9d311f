/** Business constants from spec §9, in one place for server and web. */
export const ACCESS_CACHE_TTL_MS = 300_000;
export const DOCUMENT_LIST_DEFAULT_LIMIT = 10;
export const WIZARD_DOCUMENT_LIMIT = 20;
export const DASHBOARD_RECENT_LIMIT = 10;
export const STORAGE_LIST_LIMIT = 100;
export const MAX_PERSONAS_PER_SESSION = 5;
export const MIN_EXTRACTED_TEXT_CHARS = 50;
export const DEBUG_TEXT_SNIPPET_CHARS = 500;
export const FEEDBACK_TRUNCATE_CHARS = 80;
export const CHUNK_LOAD_RETRIES = 3;
export const CHUNK_LOAD_RETRY_DELAY_MS = 1000;
export const POLICY_LAST_UPDATED = '5 May 2025';
export const DEFAULT_MAX_UPLOAD_MB = 10;
export const MIN_PASSWORD_LENGTH = 10;
export const CSRF_HEADER = 'x-csrf-token';
