// The opening book of triangular-chess (book/book.ts reads it), written by npm run book: do not edit.
export const BOOK = `# npm run book -- triangular-chess --games 300 --nodes 3000 --plies 10 --margin 25 --verify-nodes 200000 --min-games 4 --seed 1
rnbqukbnr/ppppppppppp/13/15/15/13/PPPPPPPPPPP/RNBQUKBNR w KQkq - 0 1	a48-c56 68 37 24	a15-c34 61 35 21	a48-c67 36 17 3	b14-d23 30 14 10	b58-d67 30 17 4	b36-d45 24 14 10	b35-d44 13 6 24	b36-c45 5 2 24
rnbqukbnr/ppppppppppp/13/15/15/10N2/PPPPPPPPPPP/RNBQUKB1R b KQkq - 1 1	h51-f43 9 5.5 -4	h84-f65 7 3.5 -4	g63-e54 5 3 -11	g41-e32 4 2 -8	g85-e76 2 1 -11	h51-f32 2 0.5 -17
r1bqukbnr/ppppppppppp/4n8/15/15/10N2/PPPPPPPPPPP/RNBQUKB1R w KQkq - 2 2	a15-c34 9 3.5 2
r1bqukbnr/ppppppppppp/4n8/15/15/4N5N2/PPPPPPPPPPP/R1BQUKB1R b KQkq - 3 2	h84-f65 4 4 3	h84-f76 3 0 -12	g41-e32 3 1 -17	g85-e76 2 0.5 -19
r1bqukbnr/p1ppppppppp/4n8/3p11/7P7/4N5N2/PPPPP1PPPPP/R1BQUKB1R b KQkq c45 0 3	h84-f65 1 1 -5
rnbqukbnr/ppppppppppp/13/15/15/8N4/PPPPPPPPPPP/RNBQUKB1R b KQkq - 1 1	h84-f65 21 9.5 -10	h51-f43 11 6.5 -26	g53-e44 7 3.5 -11	g85-e76 7 2.5 -27	h51-f32 6 2 -27	g41-e32 5 2 -25	h84-f76 5 1.5 -26	g63-e54 4 3 -27	g63-f54 2 0.5 -10
rnbqukb1r/ppppppppppp/10n2/15/15/8N4/PPPPPPPPPPP/RNBQUKB1R w KQkq - 2 2	b35-d44 1 0 32	c56-e44 1 1 25	b36-d45 1 1 14	b58-d67 1 0.5 13
rnbqukb1r/ppppppppppp/8n4/15/15/8N4/PPPPPPPPPPP/RNBQUKB1R w KQkq - 2 2	c56-e44 5 3 12	a15-c34 5 2 6	a15-c23 5 2.5 -2	b58-d67 3 2 14	b35-d44 1 1 19	b14-d23 1 0 11	b36-d45 1 1 10
rnbqukb1r/ppppppppppp/8n4/15/15/4N3N4/PPPPPPPPPPP/R1BQUKB1R b KQkq - 3 2	h51-f32 4 2.5 -29	f65-d44 1 0.5 -6	g63-e54 1 0 -29
rnbqukbnr/ppppppppppp/13/15/15/4N8/PPPPPPPPPPP/R1BQUKBNR b KQkq - 1 1	h51-f43 16 6.5 -22	h84-f65 14 5 -22	g85-e76 10 4 -23	g41-e32 6 3 -23	g63-e54 5 2.5 -29	g53-e44 2 0.5 -10	h51-f32 2 0.5 -27
r1bqukbnr/ppppppppppp/4n8/15/15/4N8/PPPPPPPPPPP/R1BQUKBNR w KQkq - 2 2	a48-c56 7 4.5 19	a48-c67 4 3 2	b14-d23 3 1.5 3	b58-d67 1 0.5 3
r1bqukb1r/ppppppppppp/4n3n4/15/3P11/4N8/P1PPPPPPPPP/R1BQUKBNR w KQkq - 1 3	b36-c45 1 1 15	a48-c56 1 1 10
rnbqukbnr/p1ppppppppp/13/3p11/15/10N2/PPPPPPPPPPP/RNBQUKB1R w KQkq f32 0 2	a15-c34 4 2 8
rnbqukbnr/p1ppppppppp/13/3p11/15/4N5N2/PPPPPPPPPPP/R1BQUKB1R b KQkq - 1 2	h51-f43 5 3 -17	g85-e76 1 0 -23
r1bqukbnr/p1ppppppppp/4n8/3p11/15/4N5N2/PPPPPPPPPPP/R1BQUKB1R w KQkq - 2 3	b36-d45 5 2 -3
rnbqukbnr/ppppppppppp/13/15/15/6P6/PPPPP1PPPPP/RNBQUKBNR b KQkq - 0 1	h51-f43 2 2 -10	g53-e44 1 1 -10	h84-f65 1 0 -21	g85-e76 1 0 -24
rnbqukb1r/ppppppppppp/8n4/15/15/4N8/PPPPPPPPPPP/R1BQUKBNR w KQkq - 2 2	a48-c56 6 3.5 6	b35-d44 1 0 20	b58-d67 1 0.5 -2
rnbqukbnr/ppppppppppp/13/15/3P11/13/P1PPPPPPPPP/RNBQUKBNR b KQkq c23 0 1	h51-f43 11 7.5 -10	g53-e44 6 3 -7	h84-f65 6 2.5 -10	h51-f32 3 1 -22	g41-e32 1 0.5 -10	g63-e54 1 0.5 -18	h84-f76 1 0 -20	g85-e76 1 1 -23
rnbqukb1r/ppppppppppp/8n4/15/3P11/13/P1PPPPPPPPP/RNBQUKBNR w KQkq - 1 2	a48-c56 6 3.5 9
rnbqukb1r/ppppppppppp/8n4/15/3P11/8N4/P1PPPPPPPPP/RNBQUKB1R b KQkq - 2 2	g85-e76 3 0.5 -16	h51-f32 2 1.5 -27	f65-d44 1 0.5 -14
r1bqukb1r/ppppppppppp/2n5n4/15/3P11/6P1N4/P1PPP1PPPPP/RNBQUKB1R b KQkq - 0 3	g63-e54 4 3.5 -36
r1bqukb1r/ppppp1ppppp/2n5n4/7p7/3P11/6P1N4/P1PPP1PPPPP/RNBQUKB1R w KQkq f54 0 4	a15-c34 2 0 32	b58-d67 1 0.5 21
rnbqukbnr/ppppppppppp/13/15/6P8/13/PPPP1PPPPPP/RNBQUKBNR b KQkq c35 0 1	g41-e32 4 3 -30	h51-f43 3 1.5 -21	g53-e44 2 0.5 -10	h84-f65 1 1 -24	h51-f32 1 0.5 -24
rnbqukbnr/ppppppppppp/13/15/7P7/13/PPPPP1PPPPP/RNBQUKBNR b KQkq c45 0 1	g53-e44 6 2.5 -1	h84-f65 5 1 -10	h51-f43 5 3 -17	g41-e32 2 1 -17	g85-e76 2 1 -19	h84-f76 2 0 -21	h51-f32 2 1.5 -26
rnbqukb1r/ppppppppppp/8n4/15/7P7/13/PPPPP1PPPPP/RNBQUKBNR w KQkq - 1 2	a48-c56 5 4 10
r1bqukb1r/ppppppppppp/4n3n4/15/7P7/8N4/PPPPP1PPPPP/RNBQUKB1R w KQkq - 3 3	c56-e44 1 1 59
rnbqukbnr/p1ppppppppp/13/3p11/6P8/13/PPPP1PPPPPP/RNBQUKBNR w KQkq f32 0 2	b36-c45 2 1 25	b36-d45 2 0 10
rnbqukb1r/ppppppppppp/10n2/15/15/4N8/PPPPPPPPPPP/R1BQUKBNR w KQkq - 2 2	a48-c56 2 0 32	b58-d67 2 0.5 26	b14-d23 2 1.5 13
rnbqukbnr/p1ppppppppp/13/3p11/15/8N4/PPPPPPPPPPP/RNBQUKB1R w KQkq f32 0 2	a15-c34 5 3 25
rnbqukbnr/p1ppppppppp/13/3p11/15/4N3N4/PPPPPPPPPPP/R1BQUKB1R b KQkq - 1 2	h84-f65 5 2 -26
rnbqukbnr/ppppppppppp/13/15/11P3/13/PPPPPPPPP1P/RNBQUKBNR b KQkq c67 0 1	h84-f65 9 3.5 -2	h51-f43 9 2.5 -2	h51-f32 3 1.5 -20	g53-e44 2 2 -4	g85-e76 2 2 -10	g63-e54 2 0.5 -15	h84-f76 2 0 -17	g41-e32 1 1 -10
rnbqukb1r/ppppppppppp/8n4/15/11P3/13/PPPPPPPPP1P/RNBQUKBNR w KQkq - 1 2	a48-c56 9 5.5 14
rnbqukb1r/ppppppppppp/8n4/15/11P3/8N4/PPPPPPPPP1P/RNBQUKB1R b KQkq - 2 2	h51-f43 9 3.5 -19
r1bqukb1r/ppppppppppp/4n3n4/15/11P3/8N4/PPPPPPPPP1P/RNBQUKB1R w KQkq - 3 3	b36-c45 9 5.5 10
r1bqukb1r/ppppppppppp/4n3n4/15/11P3/6P1N4/PPPPP1PPP1P/RNBQUKB1R b KQkq - 0 3	g53-e44 12 4.5 -1
r1bqukb1r/pppp1pppppp/4n3n4/6p8/11P3/6P1N4/PPPPP1PPP1P/RNBQUKB1R w KQkq f53 0 4	b46-d55 5 3 10	a15-c34 3 2 10	b35-d44 2 1 13	b14-d23 2 1.5 -4
r1bqukbnr/ppppppppppp/4n8/15/15/4N3N4/PPPPPPPPPPP/R1BQUKB1R b KQkq - 3 2	h84-f76 3 2 -33	h84-f65 2 1 -10
r1bqukbnr/ppppppppppp/4n8/15/15/8N4/PPPPPPPPPPP/RNBQUKB1R w KQkq - 2 2	c56-e44 5 4 38	a15-c34 2 0 19
r1bqukbnr/ppppppppppp/4n8/6N8/15/13/PPPPPPPPPPP/RNBQUKB1R b KQkq - 3 2	f43-d55 5 1 -41
r1bqukbnr/pppNppppppp/13/15/8n6/13/PPPPPPPPPPP/RNBQUKB1R b KQkq - 0 3	d55-b47 5 1 -20
r1bqukbnr/pppNppppppp/13/15/15/13/PPPPPPPnPPP/RNBQUKB1R w KQkq - 0 4	g52-h74 4 3 16	a15-c34 1 1 20
r1bqukNnr/ppp1ppppppp/13/15/15/13/PPPPPPPnPPP/RNBQUKB1R b KQkq - 0 4	h73-h74 4 1 -20
r1bqu1knr/ppp1ppppppp/13/15/15/13/PPPPPPPnPPP/RNBQUKB1R w KQ - 0 5	b36-d45 2 2 7	a15-c34 1 0.5 24	b58-d67 1 0.5 19
rnbqukbnr/ppppp1ppppp/13/7p7/15/8N4/PPPPPPPPPPP/RNBQUKB1R w KQkq f54 0 2	b14-d23 2 1 15	b35-d44 1 0 36	b36-c45 1 0 29
rnbqukbnr/pppp1pppppp/13/6p8/15/8N4/PPPPPPPPPPP/RNBQUKB1R w KQkq f53 0 2	a15-c34 2 2 15	b14-d23 2 1 9	b58-d67 2 0.5 4	b35-d44 1 0 15
r1bqukb1r/ppppppppppp/4n3n4/15/11P3/8N4/PPPPPPPPP1P/RNBQUKB1R w KQkq - 1 3	b36-c45 3 2 10	b36-d45 1 0 2
r1bqukb1r/pppp1pppppp/4n3n4/6p8/8P2P3/6P1N4/PPPPP2PP1P/RNBQUKB1R b KQkq c46 0 4	e44-d44 2 1 15	g63-f54 1 1 -5
r1bqukb1r/ppppp1ppppp/4n1p3n2/15/11P3/4N3N4/PPPPPPPPP1P/R1BQUKB1R w KQkq - 0 4	b36-c45 4 1.5 19
r1bqukb1r/ppppp1ppppp/4n1p3n2/15/11P3/4N1P1N4/PPPPP1PPP1P/R1BQUKB1R b KQkq - 0 4	g41-e32 2 1 -30	g53-e44 1 0.5 -30
rnbqukb1r/ppppppppppp/8n4/15/15/10N2/PPPPPPPPPPP/RNBQUKB1R w KQkq - 2 2	b14-d23 1 0 -1	a15-c34 1 1 -8
rnbqukb1r/ppppppppppp/8n4/8N6/15/13/PPPPPPPPPPP/RNBQUKB1R b KQkq - 3 2	h63-f64 3 1 32	h63-f53 1 1 23
rnbqukb1r/ppppppppppp/10n2/15/15/10N2/PPPPPPPPPPP/RNBQUKB1R w KQkq - 2 2	a15-c34 3 1.5 13	b14-d23 1 1 8
r1bqukb1r/ppppppppppp/4n5n2/15/15/4N5N2/PPPPPPPPPPP/R1BQUKB1R w KQkq - 4 3	b36-c45 5 4 15
r1bqukb1r/ppppppppppp/4n5n2/15/15/4N1P3N2/PPPPP1PPPPP/R1BQUKB1R b KQkq - 0 3	g63-f54 5 1 -22
r1bqukb1r/ppppp1ppppp/4n1p3n2/15/15/4N1P3N2/PPPPP1PPPPP/R1BQUKB1R w KQkq - 0 4	b35-d44 2 2 15	b14-d23 1 0 5
r1bqukbnr/ppppppppppp/4n8/15/3P11/13/P1PPPPPPPPP/RNBQUKBNR w KQkq - 1 2	a48-c56 4 1 1	b36-d45 3 0.5 -5	a48-c67 2 1.5 -4	b58-d67 2 0.5 -6
r1bqukbnr/ppppppppp1p/4n8/11p3/7P7/4N5N2/PPPPP1PPPPP/R1BQUKB1R b KQkq c45 0 3	h84-f65 1 0.5 -5
rnbqukbnr/pppp1pppppp/13/6p8/3P11/13/P1PPPPPPPPP/RNBQUKBNR w KQkq f53 0 2	a15-c34 5 2 2	a48-c67 1 1 -4
rnbqukbnr/pppp1pppppp/13/6p8/3P11/4N8/P1PPPPPPPPP/R1BQUKBNR b KQkq - 1 2	h84-f65 1 0 1	g63-e54 1 0 -5
rnbqukbnr/ppppppppppp/13/15/15/2N10/PPPPPPPPPPP/R1BQUKBNR b KQkq - 1 1	h51-f32 33 13 -18
r1bqukbnr/ppppppppppp/2n10/15/15/2N10/PPPPPPPPPPP/R1BQUKBNR w KQkq - 2 2	c23-e44 12 9 27	a48-c56 9 5.5 13	b58-d67 5 2.5 5
r1bqukbnr/ppppppppppp/2n10/6N8/15/13/PPPPPPPPPPP/R1BQUKBNR b KQkq - 3 2	f32-d44 6 2 -15	g52-f43 5 0 -27	g52-e43 1 1 -20
r1bqukbnr/ppp1ppppppp/2n1p8/6N8/15/13/PPPPPPPPPPP/R1BQUKBNR w KQkq - 0 3	e44-g52 5 5 27
r1bqukbnr/pppNppppppp/2n1p8/15/15/13/PPPPPPPPPPP/R1BQUKBNR b KQkq - 1 3	f32-d44 5 0 -17
r1bqukbnr/pppNppppppp/4p8/15/6n8/13/PPPPPPPPPPP/R1BQUKBNR w KQkq - 2 4	g52-h74 5 5 17
r1bqukNnr/ppp1ppppppp/4p8/15/6n8/13/PPPPPPPPPPP/R1BQUKBNR b KQkq - 0 4	h73-h74 5 0 -7
r1bqu1knr/ppp1ppppppp/4p8/15/6n8/13/PPPPPPPPPPP/R1BQUKBNR w KQ - 0 5	b25-c34 5 5 6
r1bqu1knr/ppp1ppppppp/4p8/15/6n8/4P8/PPP1PPPPPPP/R1BQUKBNR b KQ - 0 5	d44-b25 5 0 -2
rnbqukbnr/p1ppppppppp/13/3p11/15/4N8/PPPPPPPPPPP/R1BQUKBNR w KQkq f32 0 2	b58-d67 2 1 10	a48-c67 2 1 8	b36-d45 1 1 15
r1bqukb1r/ppppppppppp/4n3n4/15/15/4N5N2/PPPPPPPPPPP/R1BQUKB1R w KQkq - 4 3	b36-c45 6 2 2
r1bqukb1r/ppppppppppp/4n3n4/15/15/4N1P3N2/PPPPP1PPPPP/R1BQUKB1R b KQkq - 0 3	g63-f54 6 4 -6
r1bqukb1r/ppppp1ppppp/4n1p1n4/15/15/4N1P3N2/PPPPP1PPPPP/R1BQUKB1R w KQkq - 0 4	b35-d44 4 2 2	b14-d23 2 0 -10
rnbqukbnr/ppppppppp1p/13/11p3/15/4N8/PPPPPPPPPPP/R1BQUKBNR w KQkq f76 0 2	a48-c56 3 2.5 25	b58-d67 2 0.5 17	b14-d23 1 0.5 21
rnbqukbnr/ppppppppp1p/13/8N2p3/15/13/PPPPPPPPPPP/R1BQUKBNR b KQkq - 1 2	h63-f64 1 0.5 0	g74-e65 1 0 -8
rnbqukb1r/ppppppppppp/8n4/6N8/15/13/PPPPPPPPPPP/RNBQUKB1R b KQkq - 3 2	g52-f43 3 1 -10	g52-e43 1 0 -16	f65-d44 1 1 -19
rnbqukbnr/pppp1pppppp/13/6p8/15/4N3N4/PPPPPPPPPPP/R1BQUKB1R b KQkq - 1 2	g63-f54 4 0.5 -10
rnbqukbnr/pppp2ppppp/6p6/6p8/15/4N3N4/PPPPPPPPPPP/R1BQUKB1R w KQkq - 0 3	b35-d44 4 3.5 15
rnbqukbnr/pppp2ppppp/6p6/6p8/6P8/4N3N4/PPPP1PPPPPP/R1BQUKB1R b KQkq c35 0 3	h84-f65 1 0 -10	h51-f43 1 0.5 -10	h74-f42 1 0 -10	g41-e32 1 0 -20
r1bqukbnr/ppppppppppp/2n10/15/11P3/2N10/PPPPPPPPP1P/R1BQUKBNR b KQkq c67 0 2	h84-f65 5 2.5 -10
r1bqukb1r/ppppppppppp/2n5n4/15/11P3/2N10/PPPPPPPPP1P/R1BQUKBNR w KQkq - 1 3	a48-c56 2 2 16	c23-e44 1 0.5 8
rnbqukbnr/ppppp1ppppp/13/7p7/15/10N2/PPPPPPPPPPP/RNBQUKB1R w KQkq f54 0 2	b35-d44 3 2 28	b14-d23 2 0 4
rnbqukbnr/pppp1pppppp/13/6p8/7P7/13/PPPPP1PPPPP/RNBQUKBNR w KQkq f53 0 2	a48-c67 3 2 -12	a25-b36 1 1 -4	d45-e44 1 0 -11
r1bqukbnr/ppppppppppp/2n10/15/15/2N7N2/PPPPPPPPPPP/R1BQUKB1R b KQkq - 3 2	h84-f65 3 1 -4	g63-f54 2 2 3	h84-f76 1 0.5 -16
r1bqukbnr/ppppppppppp/4n8/15/11P3/13/PPPPPPPPP1P/RNBQUKBNR w KQkq - 1 2	a48-c56 3 2.5 6	a15-c23 3 2.5 -2	a15-c34 1 0 2	b14-d23 1 1 -5	b36-d45 1 0.5 -8
rnbqukb1r/ppppp1ppp1p/6p1n4/11p3/3P11/4N3N4/P1PPPPPPPPP/R1BQUKB1R w KQkq - 0 4	b35-d44 4 2.5 23
rnbqukb1r/ppppp1ppp1p/6p1n4/11p3/3P2P8/4N3N4/P1PP1PPPPPP/R1BQUKB1R b KQkq c35 0 4	g53-e44 2 1 -12	h51-f43 1 0.5 -17	h51-f32 1 0 -32
rnbqukbnr/ppppppppp1p/13/11p3/15/8N4/PPPPPPPPPPP/RNBQUKB1R w KQkq f76 0 2	a15-c34 7 4.5 25
rnbqukbnr/ppppppppp1p/13/11p3/15/4N3N4/PPPPPPPPPPP/R1BQUKB1R b KQkq - 1 2	h51-f32 10 3 -30
r1bqukbnr/ppppppppp1p/2n10/11p3/15/4N3N4/PPPPPPPPPPP/R1BQUKB1R w KQkq - 2 3	b35-d44 10 7 37
r1bqukbnr/ppppppppp1p/2n10/11p3/6P8/4N3N4/PPPP1PPPPPP/R1BQUKB1R b KQkq c35 0 3	h84-f65 6 1.5 -39	g53-e44 1 0 -49
r1bqukb1r/ppppp1ppppp/4n1p1n4/15/6P8/4N1P3N2/PPPP2PPPPP/R1BQUKB1R b KQkq c35 0 4	g53-e44 1 0 3	g53-f53 1 1 -15	g41-e32 1 1 -19
rnbqukbnr/ppppp1ppppp/13/7p7/15/4N8/PPPPPPPPPPP/R1BQUKBNR w KQkq f54 0 2	b58-d67 2 1 7	b35-d44 1 0 31	a48-c56 1 0.5 29	a48-c67 1 1 9
r1bqukb1r/ppppppppp1p/2n5n4/11p3/6P8/4N3N4/PPPP1PPPPPP/R1BQUKB1R w KQkq - 1 4	b36-c45 4 4 44	d44-e44 1 0.5 23
r1bqukb1r/ppppppppp1p/2n5n4/11p3/6P8/4N1P1N4/PPPP2PPPPP/R1BQUKB1R b KQkq - 0 4	g63-f54 1 0 -44	e76-d67 1 0 -56
r1bqukb1r/ppppppppppp/2n5n4/8N6/15/8N4/PPPPPPPPPPP/R1BQUKB1R b KQkq - 5 3	h63-f64 2 1.5 0	h63-f53 1 0 6	f32-d44 1 1 -18
r1bqukbnr/ppppppppppp/2n10/15/15/8N4/PPPPPPPPPPP/RNBQUKB1R w KQkq - 2 2	c56-e44 2 2 15	b35-d44 1 1 27	a15-c23 1 1 15	a15-c34 1 0 11	b14-d23 1 0 10
r1bqukbnr/ppppppppppp/2n10/15/15/2N5N4/PPPPPPPPPPP/R1BQUKB1R b KQkq - 3 2	g63-f54 4 0 -19	h84-f65 2 0.5 -10	g85-e76 2 2 -24	g52-f43 2 1 -28
r1bqukbnr/ppppp1ppppp/2n3p6/15/15/2N5N4/PPPPPPPPPPP/R1BQUKB1R w KQkq - 0 3	b36-c45 4 4 16
r1bqukbnr/ppppp1ppppp/2n3p6/15/15/2N3P1N4/PPPPP1PPPPP/R1BQUKB1R b KQkq - 0 3	g53-e44 2 0 -10	g64-e55 1 0 -24
r1bqukbnr/ppppppppppp/4n8/15/3P11/8N4/P1PPPPPPPPP/RNBQUKB1R b KQkq - 2 2	h84-f65 1 1 -16	g85-e76 1 1 -28
rnbqukb1r/ppppppppppp/8n4/15/15/2N5N4/PPPPPPPPPPP/R1BQUKB1R b KQkq - 3 2	g63-f54 5 2.5 4
rnbqukb1r/ppppp1ppppp/6p1n4/15/15/2N5N4/PPPPPPPPPPP/R1BQUKB1R w KQkq - 0 3	b36-d45 5 2.5 2
rnbqukb1r/ppppp1ppppp/6p1n4/15/7P7/2N5N4/PPPPP1PPPPP/R1BQUKB1R b KQkq c45 0 3	h51-f43 2 1 -6	g85-e76 1 1 -4
r1bqukbnr/ppppppppppp/4n8/15/7P7/13/PPPPP1PPPPP/RNBQUKBNR w KQkq - 1 2	b58-d67 2 0.5 -5	a15-c34 2 1 -6	a48-c56 1 0.5 4
r1bqukbnr/ppppppppppp/13/6N8/6n8/13/PPPPPPPPPPP/R1BQUKBNR w KQkq - 4 3	e44-g52 6 4 10
r1bqukbnr/pppNppppppp/13/15/6n8/13/PPPPPPPPPPP/R1BQUKBNR b KQkq - 0 3	d44-b25 6 2 -10
r1bqukbnr/pppNppppppp/13/15/15/13/PPPnPPPPPPP/R1BQUKBNR w KQkq - 0 4	g52-h74 3 2.5 6	a48-c56 2 1 10	b14-d23 1 0.5 10
`;
