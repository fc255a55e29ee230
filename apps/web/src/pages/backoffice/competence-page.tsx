import { useState } from 'react';
import { useParams } from 'react-router';
import { FullPageLoader } from '../../components/full-page-loader';
import { CompetenceEditor } from '../../features/competences/competence-editor';
import { useCompetenceDetail } from '../../features/competences/queries';

/** Admin: /assessment-center/competence-library/:id, one competence with its levels, behaviours and weights. */
export function CompetencePage() {
  const id = Number(useParams().id);
  // Outlives the editor's remount after a save, so the translator stays on their language.
  const [language, setLanguage] = useState<string>();
  const detail = useCompetenceDetail(id);
  if (!detail.data) return <FullPageLoader />;
  // Keyed by the last change so the forms start again from what the server stored.
  return (
    <CompetenceEditor
      key={`${detail.data.id}-${detail.data.updated_at}`}
      competence={detail.data}
      language={language}
      onLanguage={setLanguage}
    />
  );
}
