// Part 1 of 4 of the corpus beside the real hexo deploy (see ../support/hexo-corpus.ts): the parts run in parallel.
import { corpusSuite } from '../support/hexo-corpus.js';

corpusSuite(1, 4);
