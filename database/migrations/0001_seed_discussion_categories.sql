-- The forum's categories. Operators add more with plain INSERTs; slugs are unique.
INSERT INTO "discussion_categories" ("name", "color", "slug", "description") VALUES
  ('General Discussion', '#0f766e', 'general', 'Introductions, site feedback and anything that fits nowhere else.'),
  ('Research & Studies', '#1d4ed8', 'research', 'Published studies, trial results and how to read them.'),
  ('Vendor Experiences', '#b45309', 'vendors', 'Factual, evidence-based reports on vendors, lab tests and service.'),
  ('Reconstitution & Handling', '#7c3aed', 'handling', 'Mixing, storage, sterile technique and the dosage calculator.'),
  ('Healing & Recovery', '#15803d', 'healing-recovery', 'Research on tissue repair peptides such as BPC-157 and TB-500.'),
  ('Metabolic & Weight', '#be123c', 'metabolic', 'GLP-1 class compounds and metabolic research.'),
  ('Cognitive & Longevity', '#0369a1', 'cognitive-longevity', 'Nootropic and longevity research peptides.'),
  ('Safety & Side Effects', '#b91c1c', 'safety', 'Adverse effects, red flags and when to stop.')
ON CONFLICT ("slug") DO NOTHING;
