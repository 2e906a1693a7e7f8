/** The Platform face, declared in core (src/core/platform.ts): the machines implement it. */
export * from '../src/core/platform';
