-- The editorial data moves from app/data into the tables of 0014. The rows below were
-- printed by scripts/editorial-seed-sql.ts from the files as they were, so every figure of the
-- spec stays the same; tests/integration/editorial-seed.test.ts compares them with the files.
INSERT INTO "vendors" ("id", "slug", "name", "rating", "trust_score", "lab_tested", "testing_company", "price_range", "location", "city", "established", "shipping_speed", "description", "specialties", "pros", "cons", "warnings", "url", "affiliate_url", "coupon_code", "vendor_group", "pricing") VALUES
(1, 'peptide-sciences', 'Peptide Sciences', 9.1, 94, true, 'Janoshik Analytical', '$46-165', 'USA', NULL, 2014, '1-2 business days', 'Longest-established vendor in this directory, with one of its broadest catalogues, from single peptides to blends and GLP-1 class research compounds. Lists products for research use only, not for human consumption.', '["Broad research catalogue","Peptide blends","GLP-1 class research peptides"]'::jsonb, '["Highest rating in this directory","Many peptides listed in more than one dosage","Marked as lab tested in this directory"]'::jsonb, '["Prices are mostly above other vendors in the price table","No coupon code listed"]'::jsonb, '[]'::jsonb, 'https://www.peptidesciences.com', 'https://www.peptidesciences.com/?ref=peptidia', NULL, 'Top Rated', '[{"peptide":"AOD 9604 2mg","price":"$55","purity":"99%"},{"peptide":"AOD 9604 5mg","price":"$98","purity":"99%"},{"peptide":"BPC-157 5mg","price":"$48","purity":"99%"},{"peptide":"BPC-157 10mg","price":"$84","purity":"99%"},{"peptide":"BPC-157 / TB-500 Blend 20mg","price":"$142","purity":"99%"},{"peptide":"Cagrilintide 5mg","price":"$110","purity":"99%"},{"peptide":"Cagrilintide 10mg","price":"$165","purity":"99%"},{"peptide":"CJC-1295 2mg (no DAC)","price":"$52","purity":"99%"},{"peptide":"CJC-1295 5mg (no DAC)","price":"$98","purity":"99%"},{"peptide":"CJC-1295 / Ipamorelin Blend 10mg","price":"$112","purity":"99%"},{"peptide":"Semaglutide 5mg","price":"$79","purity":"99%"},{"peptide":"Semaglutide 10mg","price":"$135","purity":"99%"},{"peptide":"Tirzepatide 10mg","price":"$128","purity":"99%"},{"peptide":"MOTS-C 10mg","price":"$89","purity":"99%"},{"peptide":"TB-500 5mg","price":"$62","purity":"99%"},{"peptide":"TB-500 10mg","price":"$112","purity":"99%"},{"peptide":"PT-141 10mg","price":"$58","purity":"99%"},{"peptide":"Ipamorelin 5mg","price":"$47","purity":"99%"},{"peptide":"Ipamorelin 10mg","price":"$82","purity":"99%"},{"peptide":"Melanotan II 10mg","price":"$52","purity":"99%"},{"peptide":"GHK-Cu 50mg","price":"$56","purity":"99%"},{"peptide":"GHK-Cu 100mg","price":"$95","purity":"99%"}]'::jsonb),
(2, 'swiss-chems', 'Swiss Chems', 8.6, 87, true, 'Janoshik Analytical', '$22-70', 'USA', NULL, 2015, '2-4 business days', 'Research chemical supplier that lists peptides alongside other research compounds, including capsule formats. Lists products for research use only, not for human consumption.', '["Research compounds","Capsule formats","Peptide blends"]'::jsonb, '["Low entry prices","Capsule and blend formats listed","Marked as lab tested in this directory"]'::jsonb, '["Few large-dosage options listed","Catalogue mixes peptides with unrelated research compounds"]'::jsonb, '[]'::jsonb, 'https://swisschems.is', NULL, NULL, 'Established', '[{"peptide":"AOD 9604 2mg","price":"$38","purity":"99%"},{"peptide":"Bacteriostatic Water 10mL","price":"$24"},{"peptide":"BPC-157 5mg","price":"$35","purity":"99%"},{"peptide":"BPC-157 10mg","price":"$58","purity":"99%"},{"peptide":"BPC-157 Capsules (60 capsules)","price":"$62","purity":"99%"},{"peptide":"CJC-1295 2mg (no DAC)","price":"$34","purity":"99%"},{"peptide":"CJC-1295 / Ipamorelin Blend 10mg","price":"$70","purity":"99%"},{"peptide":"Semaglutide 5mg","price":"$52","purity":"99%"},{"peptide":"MOTS-C 10mg","price":"$58","purity":"99%"},{"peptide":"TB-500 5mg","price":"$39","purity":"99%"},{"peptide":"PT-141 10mg","price":"$32","purity":"99%"},{"peptide":"Ipamorelin 5mg","price":"$28","purity":"99%"},{"peptide":"Melanotan II 10mg","price":"$26","purity":"99%"},{"peptide":"GHK-Cu 50mg","price":"$29","purity":"99%"}]'::jsonb),
(3, 'purified-aminos', 'Purified Aminos', 8.7, 88, true, 'Freedom Diagnostics', '$22-60', 'USA', NULL, 2017, '1-3 business days', 'US supplier focused on commonly researched peptides at lower price points, with listed purity figures. Lists products for research use only, not for human consumption.', '["Healing research peptides","Growth hormone secretagogues","Capsule formats"]'::jsonb, '["Among the lowest prices in the price table","Listed purity figures","Marked as lab tested in this directory"]'::jsonb, '["Smaller catalogue than the largest vendors","No GLP-1 dosages above 5mg listed"]'::jsonb, '[]'::jsonb, 'https://www.purifiedaminos.com', NULL, NULL, 'Top Rated', '[{"peptide":"AOD 9604 2mg","price":"$35","purity":"98%"},{"peptide":"Bacteriostatic Water 10mL","price":"$22"},{"peptide":"BPC-157 5mg","price":"$32","purity":"98%"},{"peptide":"BPC-157 10mg","price":"$54","purity":"98%"},{"peptide":"BPC-157 Capsules (60 capsules)","price":"$58","purity":"98%"},{"peptide":"CJC-1295 2mg (no DAC)","price":"$30","purity":"98%"},{"peptide":"CJC-1295 / Ipamorelin Blend 10mg","price":"$60","purity":"98%"},{"peptide":"Semaglutide 5mg","price":"$49","purity":"98%"},{"peptide":"MOTS-C 10mg","price":"$55","purity":"98%"},{"peptide":"TB-500 5mg","price":"$36","purity":"98%"},{"peptide":"PT-141 10mg","price":"$29","purity":"98%"},{"peptide":"Ipamorelin 5mg","price":"$26","purity":"98%"},{"peptide":"GHK-Cu 50mg","price":"$28","purity":"98%"}]'::jsonb),
(4, 'prime-peptides', 'Prime Peptides', 7.9, 72, false, NULL, '$95-225', 'USA', NULL, 2016, '3-5 business days', 'Supplier concentrating on larger-dosage vials, including GLP-1 class research compounds. Not currently marked as lab tested in this directory. Lists products for research use only, not for human consumption.', '["Large-dosage vials","GLP-1 class research peptides"]'::jsonb, '["Larger dosages listed","Focused catalogue"]'::jsonb, '["Highest entry price in this directory","Not marked as lab tested in this directory","Lower trust score than most vendors here"]'::jsonb, '["Not marked as lab tested in this directory; request a current certificate of analysis before ordering.","Highest entry price in this directory; compare per-mg prices before choosing."]'::jsonb, 'https://primepeptides.co', NULL, NULL, 'Specialty', '[{"peptide":"BPC-157 10mg","price":"$95"},{"peptide":"CJC-1295 5mg (with DAC)","price":"$105"},{"peptide":"Semaglutide 10mg","price":"$139"},{"peptide":"Tirzepatide 10mg","price":"$145"},{"peptide":"Tirzepatide 20mg","price":"$225"},{"peptide":"Retatrutide 10mg","price":"$165"},{"peptide":"Retatrutide 20mg","price":"$210"},{"peptide":"TB-500 10mg","price":"$118"},{"peptide":"Ipamorelin 10mg","price":"$95"}]'::jsonb),
(5, 'alpha-omega-peptide', 'Alpha Omega Peptide', 8.8, 90, true, 'Janoshik Analytical', '$11-175', 'USA', NULL, 2018, '1-3 business days', 'US supplier with a wide catalogue that runs from low-cost supplies such as bacteriostatic water to larger GLP-1 class research peptides. Lists products for research use only, not for human consumption.', '["Wide catalogue","GLP-1 class research peptides","Research supplies"]'::jsonb, '["Lowest entry price in this directory","Often the lowest per-unit price in the price table","Marked as lab tested in this directory"]'::jsonb, '["Wide price spread across the catalogue","No coupon code listed"]'::jsonb, '[]'::jsonb, 'https://alphaomegapeptide.com', 'https://alphaomegapeptide.com/?ref=peptidia', NULL, 'Top Rated', '[{"peptide":"AOD 9604 2mg","price":"$34","purity":"99%"},{"peptide":"Bacteriostatic Water 10mL","price":"$11"},{"peptide":"Bacteriostatic Water 30mL","price":"$19"},{"peptide":"BPC-157 5mg","price":"$29","purity":"99%"},{"peptide":"BPC-157 Kit (10 x 5mg vials)","price":"$165","purity":"99%"},{"peptide":"Cagrilintide 5mg","price":"$89","purity":"99%"},{"peptide":"Cagrilintide 10mg","price":"$149","purity":"99%"},{"peptide":"Cagrilintide / Semaglutide Blend 10mg","price":"$128","purity":"99%"},{"peptide":"CJC-1295 2mg (with DAC)","price":"$38","purity":"99%"},{"peptide":"Semaglutide 5mg","price":"$45","purity":"99%"},{"peptide":"Semaglutide 10mg","price":"$79","purity":"99%"},{"peptide":"Tirzepatide 10mg","price":"$99","purity":"99%"},{"peptide":"Tirzepatide 20mg","price":"$169","purity":"99%"},{"peptide":"Retatrutide 10mg","price":"$129","purity":"99%"},{"peptide":"Retatrutide 20mg","price":"$175","purity":"99%"},{"peptide":"MOTS-C 10mg","price":"$52","purity":"99%"},{"peptide":"TB-500 5mg","price":"$35","purity":"99%"},{"peptide":"PT-141 10mg","price":"$27","purity":"99%"},{"peptide":"Ipamorelin 5mg","price":"$24","purity":"99%"},{"peptide":"Melanotan II 10mg","price":"$22","purity":"99%"},{"peptide":"GHK-Cu 50mg","price":"$26","purity":"99%"},{"peptide":"GHK-Cu 100mg","price":"$45","purity":"99%"}]'::jsonb),
(6, 'modern-aminos', 'Modern Aminos', 8.5, 84, true, 'Freedom Diagnostics', '$16-144', 'USA', NULL, 2019, '2-3 business days', 'Supplier listing a broad mix of research peptides and blends, with capsule formats for some products. Lists products for research use only, not for human consumption.', '["Peptide blends","Capsule formats","GLP-1 class research peptides"]'::jsonb, '["Competitive per-unit prices on several peptides","Capsule and blend formats listed","Marked as lab tested in this directory"]'::jsonb, '["Founded more recently than most vendors here","No coupon code listed"]'::jsonb, '[]'::jsonb, 'https://modernaminos.com', NULL, NULL, 'Established', '[{"peptide":"AOD 9604 5mg","price":"$62","purity":"99%"},{"peptide":"Bacteriostatic Water 10mL","price":"$16"},{"peptide":"Bacteriostatic Water 30mL","price":"$24"},{"peptide":"BPC-157 5mg","price":"$30","purity":"99%"},{"peptide":"BPC-157 Capsules (60 capsules)","price":"$69","purity":"99%"},{"peptide":"Cagrilintide 5mg","price":"$84","purity":"99%"},{"peptide":"Cagrilintide / Semaglutide Blend 10mg","price":"$119","purity":"99%"},{"peptide":"CJC-1295 5mg (no DAC)","price":"$64","purity":"99%"},{"peptide":"Semaglutide 5mg","price":"$42","purity":"99%"},{"peptide":"Tirzepatide 10mg","price":"$92","purity":"99%"},{"peptide":"Retatrutide 10mg","price":"$119","purity":"99%"},{"peptide":"Retatrutide 20mg","price":"$144","purity":"99%"},{"peptide":"TB-500 10mg","price":"$68","purity":"99%"},{"peptide":"PT-141 10mg","price":"$28","purity":"99%"},{"peptide":"Ipamorelin 10mg","price":"$48","purity":"99%"},{"peptide":"Melanotan II 10mg","price":"$24","purity":"99%"},{"peptide":"GHK-Cu 50mg","price":"$27","purity":"99%"}]'::jsonb),
(7, 'paramount-peptides', 'Paramount Peptides', 8.1, 77, true, 'Janoshik Analytical', '$28-116', 'USA', NULL, 2017, '2-5 business days', 'Budget-oriented supplier whose listings include kits and blends at moderate prices. Lists products for research use only, not for human consumption.', '["Kits","Peptide blends","Budget pricing"]'::jsonb, '["Lowest BPC-157 kit price in the price table","Moderate prices across its range","Marked as lab tested in this directory"]'::jsonb, '["Smaller catalogue","Few large-dosage options listed"]'::jsonb, '["Prices and stock change often; confirm on the vendor site before comparing."]'::jsonb, 'https://paramountpeptides.com', NULL, NULL, 'Budget-Friendly', '[{"peptide":"Bacteriostatic Water 10mL","price":"$28"},{"peptide":"BPC-157 Kit (10 x 5mg vials)","price":"$116","purity":"98%"},{"peptide":"Cagrilintide / Semaglutide Blend 10mg","price":"$108","purity":"98%"},{"peptide":"Semaglutide 5mg","price":"$48","purity":"98%"},{"peptide":"Retatrutide 10mg","price":"$112","purity":"98%"},{"peptide":"TB-500 10mg","price":"$72","purity":"98%"},{"peptide":"PT-141 10mg","price":"$34","purity":"98%"},{"peptide":"Ipamorelin 10mg","price":"$52","purity":"98%"},{"peptide":"Melanotan II 10mg","price":"$29","purity":"98%"}]'::jsonb),
(8, 'mile-high-compounds', 'Mile High Compounds', 8.2, 80, true, 'Freedom Diagnostics', '$75-149', 'USA', NULL, 2019, '2-4 business days', 'Supplier focused on kits, blends and GLP-1 class research compounds, mostly in the mid-to-upper price band. Lists products for research use only, not for human consumption.', '["Kits","Peptide blends","GLP-1 class research peptides"]'::jsonb, '["Kits and blends listed","Narrow, predictable price band","Marked as lab tested in this directory"]'::jsonb, '["High entry price","No small-dosage options listed"]'::jsonb, '[]'::jsonb, 'https://milehighcompounds.com', NULL, NULL, 'Specialty', '[{"peptide":"BPC-157 Kit (10 x 5mg vials)","price":"$149","purity":"99%"},{"peptide":"BPC-157 / TB-500 Blend 20mg","price":"$125","purity":"99%"},{"peptide":"Cagrilintide 10mg","price":"$139","purity":"99%"},{"peptide":"CJC-1295 / Ipamorelin Blend 10mg","price":"$95","purity":"99%"},{"peptide":"Semaglutide 10mg","price":"$89","purity":"99%"},{"peptide":"Tirzepatide 10mg","price":"$105","purity":"99%"},{"peptide":"Tirzepatide 20mg","price":"$149","purity":"99%"},{"peptide":"Retatrutide 20mg","price":"$149","purity":"99%"},{"peptide":"GHK-Cu 100mg","price":"$79","purity":"99%"}]'::jsonb),
(9, 'amp-peptides', 'AMP Peptides', 8.6, 83, true, 'Janoshik Analytical', '$42-135', 'USA', NULL, 2018, '1-3 business days', 'Supplier of research peptides and blends across healing, growth hormone and GLP-1 class categories. Lists products for research use only, not for human consumption.', '["Peptide blends","Growth hormone secretagogues","GLP-1 class research peptides"]'::jsonb, '["Lowest per-mg Tirzepatide 20mg price in the price table","Blends listed","Marked as lab tested in this directory"]'::jsonb, '["Entry price above the budget vendors","No coupon code listed"]'::jsonb, '[]'::jsonb, 'https://amppeptides.com', NULL, NULL, 'Established', '[{"peptide":"AOD 9604 5mg","price":"$72","purity":"99%"},{"peptide":"BPC-157 10mg","price":"$62","purity":"99%"},{"peptide":"BPC-157 / TB-500 Blend 20mg","price":"$118","purity":"99%"},{"peptide":"Cagrilintide 5mg","price":"$92","purity":"99%"},{"peptide":"CJC-1295 2mg (with DAC)","price":"$46","purity":"99%"},{"peptide":"CJC-1295 / Ipamorelin Blend 10mg","price":"$88","purity":"99%"},{"peptide":"Semaglutide 10mg","price":"$95","purity":"99%"},{"peptide":"Tirzepatide 20mg","price":"$135","purity":"99%"},{"peptide":"TB-500 5mg","price":"$48","purity":"99%"},{"peptide":"Ipamorelin 5mg","price":"$42","purity":"99%"},{"peptide":"GHK-Cu 100mg","price":"$62","purity":"99%"}]'::jsonb),
(10, 'ascension-peptides', 'Ascension Peptides', 8.4, 82, true, 'Freedom Diagnostics', '$27-135', 'USA', NULL, 2020, '2-4 business days', 'Newer supplier listing core research peptides, kits and GLP-1 class compounds at mid-range prices. Lists products for research use only, not for human consumption.', '["Core research peptides","Kits","GLP-1 class research peptides"]'::jsonb, '["Coupon code available","Lowest per-mg Retatrutide 20mg price in the price table","Marked as lab tested in this directory"]'::jsonb, '["Among the newest vendors in this directory","Shorter track record"]'::jsonb, '["Coupon terms are set by the vendor and may change; check them at checkout."]'::jsonb, 'https://ascensionpeptides.com', 'https://ascensionpeptides.com/?ref=peptidia', 'PEPTIDIA10', 'Budget-Friendly', '[{"peptide":"AOD 9604 5mg","price":"$65","purity":"98%"},{"peptide":"Bacteriostatic Water 30mL","price":"$29"},{"peptide":"BPC-157 5mg","price":"$36","purity":"98%"},{"peptide":"BPC-157 Kit (10 x 5mg vials)","price":"$135","purity":"98%"},{"peptide":"BPC-157 / TB-500 Blend 20mg","price":"$112","purity":"98%"},{"peptide":"CJC-1295 5mg (no DAC)","price":"$72","purity":"98%"},{"peptide":"Tirzepatide 10mg","price":"$98","purity":"98%"},{"peptide":"Retatrutide 10mg","price":"$125","purity":"98%"},{"peptide":"Retatrutide 20mg","price":"$135","purity":"98%"},{"peptide":"TB-500 5mg","price":"$42","purity":"98%"},{"peptide":"Ipamorelin 5mg","price":"$30","purity":"98%"}]'::jsonb),
(11, 'omegamino', 'Omegamino', 8.3, 85, true, 'Janoshik Analytical', '$51-76', 'USA', NULL, 2020, '3-5 business days', 'Small supplier with a compact catalogue in a narrow price band. Lists products for research use only, not for human consumption.', '["Compact catalogue","Core research peptides"]'::jsonb, '["Narrowest price band in this directory","Lowest per-mg Semaglutide 10mg price in the price table","Marked as lab tested in this directory"]'::jsonb, '["Small catalogue","Among the newest vendors in this directory"]'::jsonb, '[]'::jsonb, 'https://omegamino.com', NULL, NULL, 'Budget-Friendly', '[{"peptide":"BPC-157 10mg","price":"$56","purity":"98%"},{"peptide":"Cagrilintide 5mg","price":"$74","purity":"98%"},{"peptide":"CJC-1295 5mg (with DAC)","price":"$69","purity":"98%"},{"peptide":"Semaglutide 10mg","price":"$76","purity":"98%"},{"peptide":"MOTS-C 10mg","price":"$62","purity":"98%"},{"peptide":"TB-500 10mg","price":"$74","purity":"98%"},{"peptide":"Ipamorelin 10mg","price":"$54","purity":"98%"}]'::jsonb),
(12, 'felixchem', 'FelixChem', 7.8, 75, false, NULL, '$49-150', 'USA', NULL, 2016, '3-7 business days', 'Supplier listing blends and GLP-1 class research compounds. Not currently marked as lab tested in this directory. Lists products for research use only, not for human consumption.', '["Peptide blends","GLP-1 class research peptides"]'::jsonb, '["Blends listed","Several GLP-1 class research peptides listed"]'::jsonb, '["Lowest rating in this directory","Not marked as lab tested in this directory","Detailed price list pending update"]'::jsonb, '["Not marked as lab tested in this directory; request a current certificate of analysis before ordering.","Detailed price list pending update; confirm current prices on the vendor site."]'::jsonb, 'https://felixchem.com', NULL, NULL, 'Specialty', '[]'::jsonb);
--> statement-breakpoint
INSERT INTO "price_observations" ("vendor_id", "peptide", "amount", "unit", "notes", "price_usd", "observed_on") VALUES
(1, 'AOD 9604', 2, 'mg', NULL, 55, '2025-07-01'),
(2, 'AOD 9604', 2, 'mg', NULL, 38, '2025-07-01'),
(3, 'AOD 9604', 2, 'mg', NULL, 35, '2025-07-01'),
(5, 'AOD 9604', 2, 'mg', NULL, 34, '2025-07-01'),
(1, 'AOD 9604', 5, 'mg', NULL, 98, '2025-07-01'),
(6, 'AOD 9604', 5, 'mg', NULL, 62, '2025-07-01'),
(9, 'AOD 9604', 5, 'mg', NULL, 72, '2025-07-01'),
(10, 'AOD 9604', 5, 'mg', NULL, 65, '2025-07-01'),
(2, 'Bacteriostatic Water', 10, 'mL', NULL, 24, '2025-07-01'),
(3, 'Bacteriostatic Water', 10, 'mL', NULL, 22, '2025-07-01'),
(5, 'Bacteriostatic Water', 10, 'mL', NULL, 11, '2025-07-01'),
(6, 'Bacteriostatic Water', 10, 'mL', NULL, 16, '2025-07-01'),
(7, 'Bacteriostatic Water', 10, 'mL', NULL, 28, '2025-07-01'),
(5, 'Bacteriostatic Water', 30, 'mL', NULL, 19, '2025-07-01'),
(6, 'Bacteriostatic Water', 30, 'mL', NULL, 24, '2025-07-01'),
(10, 'Bacteriostatic Water', 30, 'mL', NULL, 29, '2025-07-01'),
(1, 'BPC-157', 5, 'mg', NULL, 48, '2025-07-01'),
(2, 'BPC-157', 5, 'mg', NULL, 35, '2025-07-01'),
(3, 'BPC-157', 5, 'mg', NULL, 32, '2025-07-01'),
(5, 'BPC-157', 5, 'mg', NULL, 29, '2025-07-01'),
(6, 'BPC-157', 5, 'mg', NULL, 30, '2025-07-01'),
(10, 'BPC-157', 5, 'mg', NULL, 36, '2025-07-01'),
(1, 'BPC-157', 10, 'mg', NULL, 84, '2025-07-01'),
(2, 'BPC-157', 10, 'mg', NULL, 58, '2025-07-01'),
(3, 'BPC-157', 10, 'mg', NULL, 54, '2025-07-01'),
(4, 'BPC-157', 10, 'mg', NULL, 95, '2025-07-01'),
(9, 'BPC-157', 10, 'mg', NULL, 62, '2025-07-01'),
(11, 'BPC-157', 10, 'mg', NULL, 56, '2025-07-01'),
(5, 'BPC-157 Kit', 10, 'vials', '10 x 5mg vials', 165, '2025-07-01'),
(7, 'BPC-157 Kit', 10, 'vials', '10 x 5mg vials', 116, '2025-07-01'),
(8, 'BPC-157 Kit', 10, 'vials', '10 x 5mg vials', 149, '2025-07-01'),
(10, 'BPC-157 Kit', 10, 'vials', '10 x 5mg vials', 135, '2025-07-01'),
(2, 'BPC-157 Capsules', 60, 'capsules', '500mcg per capsule', 62, '2025-07-01'),
(3, 'BPC-157 Capsules', 60, 'capsules', '500mcg per capsule', 58, '2025-07-01'),
(6, 'BPC-157 Capsules', 60, 'capsules', '500mcg per capsule', 69, '2025-07-01'),
(1, 'BPC-157 / TB-500 Blend', 20, 'mg', '10mg + 10mg', 142, '2025-07-01'),
(8, 'BPC-157 / TB-500 Blend', 20, 'mg', '10mg + 10mg', 125, '2025-07-01'),
(9, 'BPC-157 / TB-500 Blend', 20, 'mg', '10mg + 10mg', 118, '2025-07-01'),
(10, 'BPC-157 / TB-500 Blend', 20, 'mg', '10mg + 10mg', 112, '2025-07-01'),
(12, 'BPC-157 / TB-500 Blend', 20, 'mg', '10mg + 10mg', 128, '2025-07-01'),
(1, 'Cagrilintide', 5, 'mg', NULL, 110, '2025-07-01'),
(5, 'Cagrilintide', 5, 'mg', NULL, 89, '2025-07-01'),
(6, 'Cagrilintide', 5, 'mg', NULL, 84, '2025-07-01'),
(9, 'Cagrilintide', 5, 'mg', NULL, 92, '2025-07-01'),
(11, 'Cagrilintide', 5, 'mg', NULL, 74, '2025-07-01'),
(1, 'Cagrilintide', 10, 'mg', NULL, 165, '2025-07-01'),
(5, 'Cagrilintide', 10, 'mg', NULL, 149, '2025-07-01'),
(8, 'Cagrilintide', 10, 'mg', NULL, 139, '2025-07-01'),
(12, 'Cagrilintide', 10, 'mg', NULL, 145, '2025-07-01'),
(5, 'Cagrilintide / Semaglutide Blend', 10, 'mg', '5mg + 5mg', 128, '2025-07-01'),
(6, 'Cagrilintide / Semaglutide Blend', 10, 'mg', '5mg + 5mg', 119, '2025-07-01'),
(7, 'Cagrilintide / Semaglutide Blend', 10, 'mg', '5mg + 5mg', 108, '2025-07-01'),
(12, 'Cagrilintide / Semaglutide Blend', 10, 'mg', '5mg + 5mg', 135, '2025-07-01'),
(1, 'CJC-1295', 2, 'mg', 'no DAC', 52, '2025-07-01'),
(2, 'CJC-1295', 2, 'mg', 'no DAC', 34, '2025-07-01'),
(3, 'CJC-1295', 2, 'mg', 'no DAC', 30, '2025-07-01'),
(5, 'CJC-1295', 2, 'mg', 'with DAC', 38, '2025-07-01'),
(9, 'CJC-1295', 2, 'mg', 'with DAC', 46, '2025-07-01'),
(12, 'CJC-1295', 2, 'mg', 'with DAC', 49, '2025-07-01'),
(1, 'CJC-1295', 5, 'mg', 'no DAC', 98, '2025-07-01'),
(4, 'CJC-1295', 5, 'mg', 'with DAC', 105, '2025-07-01'),
(6, 'CJC-1295', 5, 'mg', 'no DAC', 64, '2025-07-01'),
(10, 'CJC-1295', 5, 'mg', 'no DAC', 72, '2025-07-01'),
(11, 'CJC-1295', 5, 'mg', 'with DAC', 69, '2025-07-01'),
(1, 'CJC-1295 / Ipamorelin Blend', 10, 'mg', '5mg + 5mg', 112, '2025-07-01'),
(2, 'CJC-1295 / Ipamorelin Blend', 10, 'mg', '5mg + 5mg', 70, '2025-07-01'),
(3, 'CJC-1295 / Ipamorelin Blend', 10, 'mg', '5mg + 5mg', 60, '2025-07-01'),
(8, 'CJC-1295 / Ipamorelin Blend', 10, 'mg', '5mg + 5mg', 95, '2025-07-01'),
(9, 'CJC-1295 / Ipamorelin Blend', 10, 'mg', '5mg + 5mg', 88, '2025-07-01'),
(1, 'Semaglutide', 5, 'mg', NULL, 79, '2025-07-01'),
(2, 'Semaglutide', 5, 'mg', NULL, 52, '2025-07-01'),
(3, 'Semaglutide', 5, 'mg', NULL, 49, '2025-07-01'),
(5, 'Semaglutide', 5, 'mg', NULL, 45, '2025-07-01'),
(6, 'Semaglutide', 5, 'mg', NULL, 42, '2025-07-01'),
(7, 'Semaglutide', 5, 'mg', NULL, 48, '2025-07-01'),
(1, 'Semaglutide', 10, 'mg', NULL, 135, '2025-07-01'),
(4, 'Semaglutide', 10, 'mg', NULL, 139, '2025-07-01'),
(5, 'Semaglutide', 10, 'mg', NULL, 79, '2025-07-01'),
(8, 'Semaglutide', 10, 'mg', NULL, 89, '2025-07-01'),
(9, 'Semaglutide', 10, 'mg', NULL, 95, '2025-07-01'),
(11, 'Semaglutide', 10, 'mg', NULL, 76, '2025-07-01'),
(1, 'Tirzepatide', 10, 'mg', NULL, 128, '2025-07-01'),
(4, 'Tirzepatide', 10, 'mg', NULL, 145, '2025-07-01'),
(5, 'Tirzepatide', 10, 'mg', NULL, 99, '2025-07-01'),
(6, 'Tirzepatide', 10, 'mg', NULL, 92, '2025-07-01'),
(8, 'Tirzepatide', 10, 'mg', NULL, 105, '2025-07-01'),
(10, 'Tirzepatide', 10, 'mg', NULL, 98, '2025-07-01'),
(4, 'Tirzepatide', 20, 'mg', NULL, 225, '2025-07-01'),
(5, 'Tirzepatide', 20, 'mg', NULL, 169, '2025-07-01'),
(8, 'Tirzepatide', 20, 'mg', NULL, 149, '2025-07-01'),
(9, 'Tirzepatide', 20, 'mg', NULL, 135, '2025-07-01'),
(12, 'Tirzepatide', 20, 'mg', NULL, 150, '2025-07-01'),
(4, 'Retatrutide', 10, 'mg', NULL, 165, '2025-07-01'),
(5, 'Retatrutide', 10, 'mg', NULL, 129, '2025-07-01'),
(6, 'Retatrutide', 10, 'mg', NULL, 119, '2025-07-01'),
(7, 'Retatrutide', 10, 'mg', NULL, 112, '2025-07-01'),
(10, 'Retatrutide', 10, 'mg', NULL, 125, '2025-07-01'),
(12, 'Retatrutide', 10, 'mg', NULL, 139, '2025-07-01'),
(4, 'Retatrutide', 20, 'mg', NULL, 210, '2025-07-01'),
(5, 'Retatrutide', 20, 'mg', NULL, 175, '2025-07-01'),
(6, 'Retatrutide', 20, 'mg', NULL, 144, '2025-07-01'),
(8, 'Retatrutide', 20, 'mg', NULL, 149, '2025-07-01'),
(10, 'Retatrutide', 20, 'mg', NULL, 135, '2025-07-01'),
(1, 'MOTS-C', 10, 'mg', NULL, 89, '2025-07-01'),
(2, 'MOTS-C', 10, 'mg', NULL, 58, '2025-07-01'),
(3, 'MOTS-C', 10, 'mg', NULL, 55, '2025-07-01'),
(5, 'MOTS-C', 10, 'mg', NULL, 52, '2025-07-01'),
(11, 'MOTS-C', 10, 'mg', NULL, 62, '2025-07-01'),
(1, 'TB-500', 5, 'mg', NULL, 62, '2025-07-01'),
(2, 'TB-500', 5, 'mg', NULL, 39, '2025-07-01'),
(3, 'TB-500', 5, 'mg', NULL, 36, '2025-07-01'),
(5, 'TB-500', 5, 'mg', NULL, 35, '2025-07-01'),
(9, 'TB-500', 5, 'mg', NULL, 48, '2025-07-01'),
(10, 'TB-500', 5, 'mg', NULL, 42, '2025-07-01'),
(1, 'TB-500', 10, 'mg', NULL, 112, '2025-07-01'),
(4, 'TB-500', 10, 'mg', NULL, 118, '2025-07-01'),
(6, 'TB-500', 10, 'mg', NULL, 68, '2025-07-01'),
(7, 'TB-500', 10, 'mg', NULL, 72, '2025-07-01'),
(11, 'TB-500', 10, 'mg', NULL, 74, '2025-07-01'),
(12, 'TB-500', 10, 'mg', NULL, 89, '2025-07-01'),
(1, 'PT-141', 10, 'mg', NULL, 58, '2025-07-01'),
(2, 'PT-141', 10, 'mg', NULL, 32, '2025-07-01'),
(3, 'PT-141', 10, 'mg', NULL, 29, '2025-07-01'),
(5, 'PT-141', 10, 'mg', NULL, 27, '2025-07-01'),
(6, 'PT-141', 10, 'mg', NULL, 28, '2025-07-01'),
(7, 'PT-141', 10, 'mg', NULL, 34, '2025-07-01'),
(1, 'Ipamorelin', 5, 'mg', NULL, 47, '2025-07-01'),
(2, 'Ipamorelin', 5, 'mg', NULL, 28, '2025-07-01'),
(3, 'Ipamorelin', 5, 'mg', NULL, 26, '2025-07-01'),
(5, 'Ipamorelin', 5, 'mg', NULL, 24, '2025-07-01'),
(9, 'Ipamorelin', 5, 'mg', NULL, 42, '2025-07-01'),
(10, 'Ipamorelin', 5, 'mg', NULL, 30, '2025-07-01'),
(1, 'Ipamorelin', 10, 'mg', NULL, 82, '2025-07-01'),
(4, 'Ipamorelin', 10, 'mg', NULL, 95, '2025-07-01'),
(6, 'Ipamorelin', 10, 'mg', NULL, 48, '2025-07-01'),
(7, 'Ipamorelin', 10, 'mg', NULL, 52, '2025-07-01'),
(11, 'Ipamorelin', 10, 'mg', NULL, 54, '2025-07-01'),
(1, 'Melanotan II', 10, 'mg', NULL, 52, '2025-07-01'),
(2, 'Melanotan II', 10, 'mg', NULL, 26, '2025-07-01'),
(5, 'Melanotan II', 10, 'mg', NULL, 22, '2025-07-01'),
(6, 'Melanotan II', 10, 'mg', NULL, 24, '2025-07-01'),
(7, 'Melanotan II', 10, 'mg', NULL, 29, '2025-07-01'),
(12, 'Melanotan II', 10, 'mg', NULL, 49, '2025-07-01'),
(1, 'GHK-Cu', 50, 'mg', NULL, 56, '2025-07-01'),
(2, 'GHK-Cu', 50, 'mg', NULL, 29, '2025-07-01'),
(3, 'GHK-Cu', 50, 'mg', NULL, 28, '2025-07-01'),
(5, 'GHK-Cu', 50, 'mg', NULL, 26, '2025-07-01'),
(6, 'GHK-Cu', 50, 'mg', NULL, 27, '2025-07-01'),
(1, 'GHK-Cu', 100, 'mg', NULL, 95, '2025-07-01'),
(5, 'GHK-Cu', 100, 'mg', NULL, 45, '2025-07-01'),
(8, 'GHK-Cu', 100, 'mg', NULL, 79, '2025-07-01'),
(9, 'GHK-Cu', 100, 'mg', NULL, 62, '2025-07-01'),
(12, 'GHK-Cu', 100, 'mg', NULL, 69, '2025-07-01');
--> statement-breakpoint
INSERT INTO "lab_results" ("vendor_id", "peptide", "lab", "tested_on", "expires_on", "grade", "num_tests", "overall_score", "purity_score", "potency_score", "testing_company_score") VALUES
(1, 'Tirzepatide', 'Janoshik Analytical', '2025-05-12', '2025-11-12', 'A', 10, 8.5, 8.9, 8.3, 9.1),
(2, 'Tirzepatide', 'Janoshik Analytical', '2025-04-03', '2025-10-03', 'A', 7, 8.1, 8.4, 7.9, 8.6),
(3, 'Tirzepatide', 'Freedom Diagnostics', '2025-05-20', '2025-11-20', 'A', 6, 8.3, 8.6, 8.1, 8.8),
(4, 'Tirzepatide', NULL, '2025-02-18', '2025-08-18', 'B', 3, 7.4, 7.8, 7.1, 7.6),
(5, 'Tirzepatide', 'Janoshik Analytical', '2025-06-02', '2025-12-02', 'A', 8, 8.4, 8.7, 8.2, 8.9),
(6, 'Tirzepatide', 'Freedom Diagnostics', '2025-03-27', '2025-09-27', 'A', 5, 8, 8.3, 7.8, 8.4),
(7, 'Tirzepatide', 'Janoshik Analytical', '2025-04-15', '2025-10-15', 'A', 4, 7.9, 8.2, 7.7, 8.2),
(8, 'Tirzepatide', 'Freedom Diagnostics', '2025-05-08', '2025-11-08', 'A', 5, 8, 8.4, 7.7, 8.3),
(9, 'Tirzepatide', 'Janoshik Analytical', '2025-06-10', '2025-12-10', 'A', 6, 8.2, 8.5, 8, 8.5),
(10, 'Tirzepatide', 'Freedom Diagnostics', '2025-03-11', '2025-09-11', 'A', 7, 8.1, 8.3, 7.9, 8.4),
(11, 'Tirzepatide', 'Janoshik Analytical', '2025-02-25', '2025-08-25', 'A', 4, 7.9, 8.1, 7.8, 8),
(12, 'Tirzepatide', NULL, '2025-01-30', '2025-07-30', 'B', 3, 7.6, 7.9, 7.3, 7.7);
--> statement-breakpoint
-- Nothing is overwritten: a newer observation or lab result supersedes an older one,
-- which stays as history. Only the editor's id may change, to null, when their account goes.
CREATE FUNCTION "editorial_history_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% rows are history: add a newer one instead', TG_TABLE_NAME
    USING ERRCODE = 'check_violation', CONSTRAINT = 'editorial_history_kept';
END $$;
--> statement-breakpoint
CREATE TRIGGER "price_observations_kept" BEFORE DELETE OR UPDATE OF "vendor_id", "peptide", "amount", "unit", "notes", "price_usd", "source_url", "observed_on", "entered_at" ON "price_observations"
  FOR EACH ROW EXECUTE FUNCTION "editorial_history_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "lab_results_kept" BEFORE DELETE OR UPDATE OF "vendor_id", "peptide", "lab", "tested_on", "expires_on", "grade", "num_tests", "purity_percent", "label_mg", "measured_mg", "certificate_url", "overall_score", "purity_score", "potency_score", "testing_company_score", "entered_at" ON "lab_results"
  FOR EACH ROW EXECUTE FUNCTION "editorial_history_refuse_change"();
--> statement-breakpoint
-- The reference pages' content version: raised by every statement that changes vendors, prices
-- or lab results, in its own transaction, like 'community' (0003) and 'reviews' (0004).
INSERT INTO "content_versions" ("scope", "version") VALUES ('editorial', 0);
--> statement-breakpoint
CREATE FUNCTION "bump_editorial_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "content_versions" SET "version" = "version" + 1 WHERE "scope" = 'editorial';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "vendors_bump_editorial_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "vendors"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_editorial_version"();
--> statement-breakpoint
CREATE TRIGGER "price_observations_bump_editorial_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "price_observations"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_editorial_version"();
--> statement-breakpoint
CREATE TRIGGER "lab_results_bump_editorial_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "lab_results"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_editorial_version"();
