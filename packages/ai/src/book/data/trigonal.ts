// The opening book of trigonal (book/book.ts reads it), written by npm run book: do not edit.
export const BOOK = `# npm run book -- trigonal --games 300 --nodes 3000 --plies 10 --margin 25 --verify-nodes 200000 --min-games 4 --seed 1
1/3/5/7/9/NRPP3pprn/QBPP5ppbq/BKPP7ppkb/RNPP9ppnr w KQkq - 0 1	f4-f5 300 138.5 7
1/3/5/7/9/NRP1P2pprn/QBPP5ppbq/BKPP7ppkb/RNPP9ppnr b KQkq - 0 1	f10-c5 300 161.5 -8
1/3/4r/7/9/NRP1P2pp1n/QBPP5ppbq/BKPP7ppkb/RNPP9ppnr w KQk - 1 2	f2-d1 166 75 2	g4-g5 103 48 9
1/3/4r/R6/9/N1P1P2pp1n/QBPP5ppbq/BKPP7ppkb/RNPP9ppnr b Kk - 2 2	f8-f7 121 67.5 -3	g10-g9 45 23.5 -10
1/3/4r/R6/9/N1P1P1p1p1n/QBPP5ppbq/BKPP7ppkb/RNPP9ppnr w Kk - 0 3	f5-f7 121 53.5 -2
1/3/4r/R6/9/N1P3P1p1n/QBPP5ppbq/BKPP7ppkb/RNPP9ppnr b Kk - 0 3	f9-f7 121 67.5 -2
1/3/4r/R6/9/N1P3p3n/QBPP5ppbq/BKPP7ppkb/RNPP9ppnr w Kk - 0 4	g4-g5 22 7 -5	g2-d6 5 2 -15
1/3/4r/7/9/N1P3p3n/QBPP1R3ppbq/BKPP7ppkb/RNPP9ppnr b Kk - 1 4	f7-f6 42 31.5 25
1/3/5/7/9/N1P3p3n/QBPP1r3ppbq/BKPP7ppkb/RNPP9ppnr w Kk - 0 5	g4-g6 16 13 7
1/3/5/7/9/N1P3p3n/QBP2P3ppbq/BKPP7ppkb/RNPP9ppnr b Kk - 0 5	g10-g9 7 0 -4	f11-f8 4 2 -14	g12-d2 3 0 -15	g12-f8 2 1 -9
1/3/4r/7/9/N1P2p4n/QBPP1R3ppbq/BKPP7ppkb/RNPP9ppnr w Kk - 0 5	g6-e2 42 10.5 -35
1/3/4r/7/1R7/N1P2p4n/QBPP5ppbq/BKPP7ppkb/RNPP9ppnr b Kk - 1 5	g12-f8 18 18 45
1/3/5/5r1/9/N1P3p3n/QBPP5ppbq/BKPP7ppkb/RNPP9ppnr w Kk - 0 5	g2-d6 40 24 -20
1/3/5/5B1/9/N1P3p3n/Q1PP5ppbq/BKPP7ppkb/RNPP9ppnr b Kk - 0 5	g12-f8 16 0 19	g10-g9 11 11 2	f11-f8 3 0 19
1/3/4r/7/9/NRP1P2pp1n/QBP1P4ppbq/BKPP7ppkb/RNPP9ppnr b KQk - 0 2	g10-g9 103 55 -4
1/3/4r/7/9/NRP1P2pp1n/QBP1P3p1pbq/BKPP7ppkb/RNPP9ppnr w KQk - 0 3	g2-h6 51 19.5 -1	g2-i10 25 12.5 -1	g2-g4 5 4 17
1/3/4r/1R5/9/N1P1P2pp1n/QBP1P3p1pbq/BKPP7ppkb/RNPP9ppnr b Kk - 1 3	f8-f7 13 8.5 5	g12-f10 7 0.5 9	g12-i8 1 1 -7
1/3/4r/5R1/9/N1P1P1p1p1n/QBP1P3p1pbq/BKPP7ppkb/RNPP9ppnr b Kk - 1 4	c5-d6 13 8.5 15
1/3/5/5r1/9/N1P1P1p1p1n/QBP1P3p1pbq/BKPP7ppkb/RNPP9ppnr w Kk - 0 5	g2-d6 13 4.5 -23
1/3/5/5B1/9/N1P1P1p1p1n/Q1P1P3p1pbq/BKPP7ppkb/RNPP9ppnr b Kk - 0 5	g12-h8 6 3 23	f7-f5 4 4 3
1/3/4r/R6/9/N1P3p3n/QBP1P4ppbq/BKPP7ppkb/RNPP9ppnr b Kk - 0 4	f11-e8 22 15 9
1/3/4r/R6/7n1/N1P3p4/QBP1P4ppbq/BKPP7ppkb/RNPP9ppnr w Kk - 1 5	d1-e3 4 0 -28	d1-h9 2 0 -27	d1-h8 2 0 -34
1/3/4r/7/1R5n1/N1P3p4/QBP1P4ppbq/BKPP7ppkb/RNPP9ppnr b Kk - 2 5	g12-f8 6 3 57
1/3/4r/7/9/NRP1P2pp1n/Q1P1P3p1pbq/BKPP1B5ppkb/RNPP9ppnr b KQk - 1 3	f8-f7 51 31.5 0
1/3/4r/7/9/NRP1P1p1p1n/Q1P1P3p1pbq/BKPP1B5ppkb/RNPP9ppnr w KQk - 0 4	f5-f7 51 19.5 -8
1/3/4r/7/9/NRP3P1p1n/Q1P1P3p1pbq/BKPP1B5ppkb/RNPP9ppnr b KQk - 0 4	g9-f7 51 31.5 -1
1/3/4r/7/9/NRP3p1p1n/Q1P1P5pbq/BKPP1B5ppkb/RNPP9ppnr w KQk - 0 5	f2-d1 13 4.5 -1	f2-b1 11 2 -11	f2-e1 6 4 -22	f1-f4 4 1 -11
1/3/4r/7/R8/N1P3p1p1n/Q1P1P5pbq/BKPP1B5ppkb/RNPP9ppnr b Kk - 1 5	g12-e6 3 0 0	g12-f6 2 1 16	g12-f8 1 1 22
1/3/4r/R6/9/N1P1P2pp1n/QBPP4p1pbq/BKPP7ppkb/RNPP9ppnr w Kk - 0 3	g2-e4 21 10 15	g4-g5 19 8 -5
1/3/4r/R6/3B5/N1P1P2pp1n/Q1PP4p1pbq/BKPP7ppkb/RNPP9ppnr b Kk - 1 3	g12-h10 21 11 -26
1/3/4r/R6/3B5/N1P1P2pp1n/Q1PP4p1p1q/BKPP5b1ppkb/RNPP9ppnr w Kk - 2 4	g1-g2 4 0.5 0	f1-f4 3 1.5 20	g4-g5 3 3 11	i2-i5 2 0.5 5
1/3/4r/5R1/9/N1P1P2pp1n/QBPP4p1pbq/BKPP7ppkb/RNPP9ppnr b Kk - 1 3	c5-d6 5 1.5 7
1/3/5/5r1/9/N1P1P2pp1n/QBPP4p1pbq/BKPP7ppkb/RNPP9ppnr w Kk - 0 4	g2-d6 5 3.5 -7
1/3/5/5B1/9/N1P1P2pp1n/Q1PP4p1pbq/BKPP7ppkb/RNPP9ppnr b Kk - 0 4	g12-i8 3 0.5 -8	g12-h8 2 1 16
1/3/4r/7/9/NRP1P2pp1n/Q1P1P3p1pbq/BKPP7ppkb/RNPP5B3ppnr b KQk - 1 3	g12-h10 18 9 -21	g12-g10 7 3.5 -6
1/3/4r/7/9/NRP1P2pp1n/Q1P1P3pbp1q/BKPP7ppkb/RNPP5B3ppnr w KQk - 2 4	f2-d1 7 3.5 5
1/3/4r/R6/9/N1P1P2pp1n/Q1P1P3pbp1q/BKPP7ppkb/RNPP5B3ppnr b Kk - 3 4	i16-i13 7 3.5 -5
1/3/4r/R6/9/N1P1P2pp1n/Q1P1P3pbp1q/BKPP7ppkb/RNPP5B2npp1r w Kk - 4 5	i10-d4 7 3.5 8
1/3/4r/R2B3/9/N1P1P2pp1n/Q1P1P3pbp1q/BKPP7ppkb/RNPP8npp1r b Kk - 5 5	f8-f7 2 2 -7	g10-f6 1 0 -17	i13-h10 1 0 -24	g10-g8 1 0.5 -24
1/3/4r/7/1R7/N1P1P2pp1n/QBPP5ppbq/BKPP7ppkb/RNPP9ppnr b Kk - 2 2	g10-g9 12 7 -3	f8-f7 11 5.5 16
1/3/4r/7/1R7/N1P1P1p1p1n/QBPP5ppbq/BKPP7ppkb/RNPP9ppnr w Kk - 0 3	f5-f7 11 5.5 -13
1/3/4r/7/1R7/N1P3P1p1n/QBPP5ppbq/BKPP7ppkb/RNPP9ppnr b Kk - 0 3	f9-f7 4 1 13
1/3/4r/R6/9/N1P3P1p1n/QBPP4p1pbq/BKPP7ppkb/RNPP9ppnr b Kk - 1 4	f9-f7 7 4.5 29
1/3/4r/R6/9/N1P3p3n/QBPP4p1pbq/BKPP7ppkb/RNPP9ppnr w Kk - 0 5	g4-g5 7 2.5 -23
1/3/4r/R6/9/N1P3p3n/QBP1P3p1pbq/BKPP7ppkb/RNPP9ppnr b Kk - 0 5	g12-f8 3 3 27	g12-g10 1 0 23	g12-i8 1 0 19	f11-e8 1 0.5 12
1/3/4r/R6/9/N1P1P2pp1n/QBP1P3p1pbq/BKPP7ppkb/RNPP9ppnr b Kk - 0 3	g12-g10 19 11 -6
1/3/4r/R6/9/N1P1P2pp1n/QBP1P3pbp1q/BKPP7ppkb/RNPP9ppnr w Kk - 1 4	g2-e4 5 0 6	g2-g4 4 2 6	g2-f4 4 2.5 -8	g2-i10 2 1 6	g2-h6 2 1 0	g2-f2 2 1.5 -7
1/3/4r/R6/9/N1P1P2pp1n/Q1PBP3pbp1q/BKPP7ppkb/RNPP9ppnr b Kk - 2 4	g10-g8 4 2 -16
1/3/4r/R6/9/N1P1P2pp1n/Q1PBP2bp1p1q/BKPP7ppkb/RNPP9ppnr w Kk - 3 5	g5-g6 1 1 19	g1-g2 1 0 19	f1-f4 1 1 6
1/3/4r/R6/9/N1P3p1p1n/Q1P1P5pbq/BKPP1B5ppkb/RNPP9ppnr b Kk - 1 5	g12-f6 9 4.5 1	g12-e6 3 3 -6	g12-f8 1 1 0
1/3/4r/7/9/NRP1P2pp1n/Q1P1P3p1p1q/BKPP5b1ppkb/RNPP5B3ppnr w KQk - 2 4	i10-h10 18 9 13
1/3/4r/7/9/NRP1P2pp1n/Q1P1P3p1p1q/BKPP5B1ppkb/RNPP9ppnr b KQk - 0 4	h12-h10 18 9 -8
1/3/4r/7/9/NRP1P2pp1n/Q1P1P3p1p1q/BKPP5p2pkb/RNPP9ppnr w KQk - 0 5	f2-d2 18 9 8
1/3/4r/1R5/9/N1P1P2pp1n/Q1P1P3p1p1q/BKPP5p2pkb/RNPP9ppnr b Kk - 1 5	g11-g10 18 9 -7
1/3/4r/R6/9/N1PBP2pp1n/Q1P1P3pbp1q/BKPP7ppkb/RNPP9ppnr b Kk - 2 4	g10-f6 1 0.5 -34
1/3/4r/7/9/NRP3p1p1n/Q1P1P2B2pbq/BKPP7ppkb/RNPP9ppnr b KQk - 1 5	g12-f8 9 9 45
1/3/4r/1R5/9/N1P1P2ppbn/QBP1P3p1p1q/BKPP7ppkb/RNPP9ppnr w Kk - 2 4	d2-e5 6 6 -1	d2-d6 1 0.5 -23
1/3/4r/7/4R4/N1P1P2ppbn/QBP1P3p1p1q/BKPP7ppkb/RNPP9ppnr b Kk - 3 4	c5-e5 6 0 -9
1/3/5/7/4r4/N1P1P2ppbn/QBP1P3p1p1q/BKPP7ppkb/RNPP9ppnr w Kk - 0 5	f5-e5 6 6 -4
1/3/4r/7/7n1/N1P3p4/QBP1P4ppbq/BKPP7ppkb/RNPP6R2ppnr b Kk - 2 5	g12-f8 3 0 34	g13-f9 1 1 42
1/3/4r/R6/3B5/N1P1P2pp1n/1QPP4p1p1q/BKPP5b1ppkb/RNPP9ppnr b Kk - 3 4	h10-g8 2 1.5 -15	g13-g12 1 1 -15
1/R2/4r/7/9/N1P3p1p1n/Q1P1P5pbq/BKPP1B5ppkb/RNPP9ppnr b Kk - 1 5	g12-f6 7 7 6
1/3/4r/7/1R7/N1P1P2pp1n/QBPP4p1pbq/BKPP7ppkb/RNPP9ppnr w Kk - 0 3	g2-e4 12 5 2
1/3/4r/7/1R1B5/N1P1P2pp1n/Q1PP4p1pbq/BKPP7ppkb/RNPP9ppnr b Kk - 1 3	g12-g10 8 4 -9	f8-f7 3 2.5 11
1/3/4r/7/9/1RPN2p1p1n/Q1P1P5pbq/BKPP1B5ppkb/RNPP9ppnr b KQk - 1 5	g12-f6 1 1 -11	g12-f8 1 1 -20
1/3/4r/7/1R1B5/N1P1P2pp1n/Q1PP4pbp1q/BKPP7ppkb/RNPP9ppnr w Kk - 2 4	f1-f4 8 4 9
1/3/4r/7/1R1B5/2PNP2pp1n/Q1PP4pbp1q/BKPP7ppkb/RNPP9ppnr b Kk - 3 4	g10-f6 4 3 -24	g10-g8 3 1 -32	g13-g12 1 0 -13
1/3/4r/7/1R1B5/2PNPb1pp1n/Q1PP4p1p1q/BKPP7ppkb/RNPP9ppnr w Kk - 4 5	e2-c1 4 1 20
1/3/R3r/7/3B5/2PNPb1pp1n/Q1PP4p1p1q/BKPP7ppkb/RNPP9ppnr b Kk - 5 5	f11-e8 2 1 -11	c5-c1 2 2 -31
1/3/4r/7/2R4n1/N1P3p4/QBP1P4ppbq/BKPP7ppkb/RNPP9ppnr b Kk - 2 5	g12-f8 4 4 25
1/3/4r/7/1R7/N1P3p3n/QBPP5ppbq/BKPP7ppkb/RNPP9ppnr w Kk - 0 4	e2-g6 4 3 -32
1/3/4r/R6/3B5/N1P1P2pp1n/Q1P1P3pbp1q/BKPP7ppkb/RNPP9ppnr b Kk - 2 4	g10-f6 5 5 -7
1/3/4r/R6/3B5/N1P1Pb1pp1n/Q1P1P3p1p1q/BKPP7ppkb/RNPP9ppnr w Kk - 3 5	f3-f4 5 0 11
1/3/4r/R6/3B5/N2PPb1pp1n/Q1P1P3p1p1q/BKPP7ppkb/RNPP9ppnr b Kk - 0 5	f6-g8 4 4 -24	f6-e4 1 1 -11
1/3/4r/R4B1/9/N1P3p3n/Q1PP5ppbq/BKPP7ppkb/RNPP9ppnr b Kk - 1 4	g12-f8 4 3 24	g12-e6 1 0 9
1/3/4r/R4B1/9/N1P3pb2n/1QPP5pp1q/BKPP7ppkb/RNPP9ppnr b Kk - 3 5	g13-g12 2 2 11	f11-e8 1 0 28	g10-g9 1 1 8
1/3/4r/7/9/NRP1P2pp1n/Q1PBP3p1pbq/BKPP7ppkb/RNPP9ppnr b KQk - 1 3	f8-f7 5 1 -23
1/3/4r/7/9/NRP1P1p1p1n/Q1PBP3p1pbq/BKPP7ppkb/RNPP9ppnr w KQk - 0 4	f5-f7 5 4 10
1/3/4r/7/9/NRP3P1p1n/Q1PBP3p1pbq/BKPP7ppkb/RNPP9ppnr b KQk - 0 4	g9-f7 4 0 -13	f9-f7 1 1 -13
1/R2/4r/7/9/N1P3p1p1n/Q1PBP5pbq/BKPP7ppkb/RNPP9ppnr b Kk - 1 5	g12-h10 4 0 -5
1/3/4r/7/9/NR2P1p1p1n/Q1P1P5pbq/BKPP1B5ppkb/RNPP9ppnr b KQk f4 0 5	g12-f6 8 0 8
1/3/4r/7/1R7/N1P1P2pp1n/QBPP5ppbq/BKPP6p1pkb/RNPP9ppnr w Kk - 0 3	e2-e5 3 2.5 25	g2-e4 1 1 13
`;
