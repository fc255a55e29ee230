// A blueprint's final scores as another feature saves them (norms proposed from an analysis):
// the rows are this feature's, so the writes are its repository's.
export {
  type FinalScoreColumns,
  listLiveFinalScores,
  raiseBlueprintVersionFrom,
  writeFinalScores,
} from './final-scores.repository';
