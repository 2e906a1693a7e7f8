/// <reference types="vite/client" />
// `import.meta.env` (PROD drops code only Node and the tests need, such as the in-thread solver).
