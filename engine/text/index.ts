export { flowBlocks, type FlowBlock } from './flow.ts';
export {
  countWordsIn,
  firstSentenceOf,
  isFigure,
  listItems,
  rowQuote,
  tableRowsOf,
  textModel,
  type FlowSentence,
  type TableRow,
  type TextModel,
  type TextPassage,
  type TextSentence,
  type TextUnit,
  type UnitKind,
} from './text-model.ts';
export { locate, quoteResolves } from './locate.ts';
