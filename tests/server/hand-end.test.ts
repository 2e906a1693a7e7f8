import { handEndSuite } from './suites-hand-end';

handEndSuite('SQLite', () => '');
