// The opening book of sankaku (book/book.ts reads it), written by npm run book: do not edit.
export const BOOK = `# npm run book -- sankaku --games 300 --nodes 3000 --plies 10 --margin 25 --verify-nodes 200000 --min-games 4 --seed 1
rer/hhghh/1sssss1/7/7/1SSSSS1/HHGHH/RER b	c3-c4 300 159.5 9
rer/hhghh/1sssss1/7/2S4/1S1SSS1/HHGHH/RER w c3-c4	c6-c5 36 18.5 -9	c7-a5 33 14.5 -9	c7-e5 33 16 -18	d8-g6 31 14.5 -15	e7-g5 22 11.5 -9	b6-a6 21 11.5 -15	e7-e5 21 10 -18	e7-c5 20 7.5 -18	d8-a6 20 10.5 -21	b7-a6 17 6.5 -15	f7-g6 17 6.5 -15	c7-c5 15 6 -18	f7-f5 14 7 -29
rer/h1ghh/1sssss1/4h2/2S4/1S1SSS1/HHGHH/RER b c3-c4,c7-e5	e3-e4 33 17 13
rer/h1ghh/1sssss1/4h2/2S1S2/1S1S1S1/HHGHH/RER w c3-c4,c7-e5,e3-e4	d8-g5 7 3.5 -20	d8-c7 4 2 -22	d8-a6 4 2.5 -26	e7-g5 3 1.5 -18	d8-g6 3 1.5 -21	c8-c7 3 1.5 -23	b7-a6 2 1 -21	d8-c5 2 1 -23	e7-c5 2 1 -23	d7-c7 2 0 -23	f7-g6 1 0.5 -18
r1r/h1ghh/1sssss1/4h1e/2S1S2/1S1S1S1/HHGHH/RER b c3-c4,c7-e5,e3-e4,d8-g5	d2-e3 2 0.5 14	b2-a3 1 0 11	d2-c3 1 0.5 11	d1-a4 1 1 0
r1r/hhghh/esssss1/7/2S4/1S1SSS1/HHGHH/RER b c3-c4,d8-a6	e3-e4 20 9.5 13
r1r/hhghh/esssss1/7/2S1S2/1S1S1S1/HHGHH/RER w c3-c4,d8-a6,e3-e4	e7-e5 6 3 -25	e7-g5 5 2.5 -20	f7-g6 3 0.5 -21	e6-e5 2 1 -13	e7-c5 2 2 -22	a6-g6 1 0.5 -20	e7-d8 1 1 -31
r1r/hhg1h/esssss1/4h2/2S1S2/1S1S1S1/HHGHH/RER b c3-c4,d8-a6,e3-e4,e7-e5	d1-a4 6 3 26
r1r/hhg1h/esssss1/4h2/E1S1S2/1S1S1S1/HHGHH/R1R w c3-c4,d8-a6,e3-e4,e7-e5,d1-a4	f6-g6 2 1 -21	a6-g6 2 1 -27	c7-c5 1 0.5 -24	a6-e7 1 0.5 -25
rer/hhg1h/1sssss1/6h/2S4/1S1SSS1/HHGHH/RER b c3-c4,e7-g5	e3-e4 22 10.5 -4
rer/hhg1h/1sssss1/6h/2S1S2/1S1S1S1/HHGHH/RER w c3-c4,e7-g5,e3-e4	d8-a6 7 4 -21	c7-a5 5 3.5 -14	d8-e5 3 0.5 -22	e8-e7 2 0.5 -14	c7-e5 2 1 -18	c6-c5 1 0.5 -9	b7-a6 1 1 -15	c7-e7 1 0.5 -22
r1r/hhghh/1ssssse/7/2S4/1S1SSS1/HHGHH/RER b c3-c4,d8-g6	e3-e4 31 16.5 8
r1r/hhghh/1ssssse/7/2S1S2/1S1S1S1/HHGHH/RER w c3-c4,d8-g6,e3-e4	e7-e5 7 3 -21	c7-e5 6 3.5 -19	c6-c5 5 2 -14	e7-c5 5 2.5 -23	b6-a6 4 2 -20	g6-a6 2 0.5 -26	c8-d8 2 1 -28
r1r/h1ghh/1ssssse/4h2/2S1S2/1S1S1S1/HHGHH/RER b c3-c4,d8-g6,e3-e4,c7-e5	d1-a4 6 2.5 14
r1r/h1ghh/1ssssse/4h2/E1S1S2/1S1S1S1/HHGHH/R1R w c3-c4,d8-g6,e3-e4,c7-e5,d1-a4	c6-c5 2 1 -13	e7-g5 2 1 -14	b7-a6 1 1 -22	e7-c5 1 0.5 -25
rer/hhg1h/1sssss1/4h2/2S4/1S1SSS1/HHGHH/RER b c3-c4,e7-e5	e3-e4 21 11 12
rer/hhg1h/1sssss1/4h2/2S1S2/1S1S1S1/HHGHH/RER w c3-c4,e7-e5,e3-e4	d8-g6 4 1.5 -13	c7-c5 3 2 -14	d8-e7 3 1.5 -18	f7-g6 2 1 -17	d8-a6 2 1 -20	c7-a5 2 1 -22	d8-c5 1 0.5 -22	e8-e7 1 0 -24
r1r/hhg1h/1ssssse/4h2/2S1S2/1S1S1S1/HHGHH/RER b c3-c4,e7-e5,e3-e4,d8-g6	d1-a4 4 2.5 10
r1r/hhg1h/1ssssse/4h2/E1S1S2/1S1S1S1/HHGHH/R1R w c3-c4,e7-e5,e3-e4,d8-g6,d1-a4	c7-a5 1 0.5 -24	g6-c5 1 0 -30	g6-g5 1 0.5 -30	c8-d8 1 0.5 -38
rer/h1g1h/1sssss1/h5h/2S1S2/1S1S1S1/HHGHH/RER b c3-c4,e7-g5,e3-e4,c7-a5	d1-a4 5 1.5 -1
rer/h1g1h/1sssss1/h5h/E1S1S2/1S1S1S1/HHGHH/R1R w c3-c4,e7-g5,e3-e4,c7-a5,d1-a4	c6-c5 2 1.5 6	d8-e7 1 0.5 -12	d8-c7 1 1 -12
r1r/heghh/1sssss1/4h2/2S1S2/1S1S1S1/HHGHH/RER b c3-c4,c7-e5,e3-e4,d8-c7	d1-a4 4 2 19
r1r/heghh/1sssss1/4h2/E1S1S2/1S1S1S1/HHGHH/R1R w c3-c4,c7-e5,e3-e4,d8-c7,d1-a4	b6-a6 2 1 -12	c7-c5 2 1 -29
r1r/hhghh/s1sssse/7/2S1S2/1S1S1S1/HHGHH/RER b c3-c4,d8-g6,e3-e4,b6-a6	d1-a4 4 2 11
r1r/hhghh/s1sssse/7/E1S1S2/1S1S1S1/HHGHH/R1R w c3-c4,d8-g6,e3-e4,b6-a6,d1-a4	g6-d8 1 0.5 -21
r1r/hhg1h/1ssssse/4h2/2S1S2/1S1S1S1/HHGHH/RER b c3-c4,d8-g6,e3-e4,e7-e5	d1-a4 7 4 10
r1r/hhg1h/1ssssse/4h2/E1S1S2/1S1S1S1/HHGHH/R1R w c3-c4,d8-g6,e3-e4,e7-e5,d1-a4	g6-e7 2 0.5 -25	g6-g5 2 1 -30	c6-c5 1 0.5 -19	c7-c5 1 0.5 -29	d7-d8 1 0.5 -34
rer/hhg1h/1sssss1/2h4/2S4/1S1SSS1/HHGHH/RER b c3-c4,e7-c5	e3-e4 20 12.5 18
rer/hhg1h/1sssss1/2h4/2S1S2/1S1S1S1/HHGHH/RER w c3-c4,e7-c5,e3-e4	d8-a5 4 1 -17	d8-a6 3 1 -21	d8-e7 2 1.5 -22	e8-e7 2 0 -23	d8-g6 2 0.5 -26	e6-e5 1 0.5 -10	c7-a5 1 1 -18	f7-g6 1 0.5 -21	d7-e7 1 0.5 -23	f6-g6 1 0.5 -23	b6-a6 1 0 -23	d8-e5 1 0.5 -26
rer/1hghh/hsssss1/7/2S4/1S1SSS1/HHGHH/RER b c3-c4,b7-a6	e3-e4 17 10.5 15
rer/1hghh/hsssss1/7/2S1S2/1S1S1S1/HHGHH/RER w c3-c4,b7-a6,e3-e4	c7-e5 5 1 -21	d8-g6 5 1.5 -21	c6-c5 4 2 -9	d7-b7 2 1 -24	c7-c5 1 1 -23
rer/2ghh/hsssss1/4h2/2S1S2/1S1S1S1/HHGHH/RER b c3-c4,b7-a6,e3-e4,c7-e5	d1-a4 5 4 1
rer/2ghh/hsssss1/4h2/E1S1S2/1S1S1S1/HHGHH/R1R w c3-c4,b7-a6,e3-e4,c7-e5,d1-a4	d8-c7 2 0.5 -20	c8-c7 1 0 -18	c8-b7 1 0.5 -20	d8-g5 1 0 -20
r1r/hhghh/1s1ssse/2s4/2S1S2/1S1S1S1/HHGHH/RER b c3-c4,d8-g6,e3-e4,c6-c5	d1-g4 2 1 11	d1-a4 1 0.5 6
rer/hhgh1/1sssss1/5h1/2S4/1S1SSS1/HHGHH/RER b c3-c4,f7-f5	e3-e4 14 7 29
rer/hhgh1/1sssss1/5h1/2S1S2/1S1S1S1/HHGHH/RER w c3-c4,f7-f5,e3-e4	f5-g6 14 7 -20
rer/hhgh1/1sssssh/7/2S1S2/1S1S1S1/HHGHH/RER b c3-c4,f7-f5,e3-e4,f5-g6	d2-c3 4 2 14	d1-c3 2 1.5 12	d2-e3 2 1 7	d1-a4 1 0 14	e2-g4 1 1 14	b2-a3 1 0 7	f3-g3 1 0 7	f3-e3 1 0.5 6	b3-c3 1 1 6
rer/hhgh1/1sssssh/7/2S4/1S1SSS1/HHGHH/RER b c3-c4,f7-g6	e3-e4 17 10.5 15
rer/hhgh1/1sssssh/7/2S1S2/1S1S1S1/HHGHH/RER w c3-c4,f7-g6,e3-e4	c6-c5 4 2.5 -13	c7-e5 4 1 -18	b7-a6 2 0 -15	c7-c5 2 0.5 -20	d8-a6 2 0.5 -21	c7-a5 1 0.5 -15	b7-f7 1 1 -20	d7-f7 1 0.5 -24
rer/hhgh1/1s1sssh/2s4/2S1S2/1S1S1S1/HHGHH/RER b c3-c4,f7-g6,e3-e4,c6-c5	b2-a3 2 1 3	e2-g4 1 0 9	c2-a4 1 0.5 1
r1r/hhg1h/esssss1/6h/2S1S2/1S1S1S1/HHGHH/RER b c3-c4,e7-g5,e3-e4,d8-a6	d1-a4 7 3 20
r1r/hhg1h/esssss1/6h/E1S1S2/1S1S1S1/HHGHH/R1R w c3-c4,e7-g5,e3-e4,d8-a6,d1-a4	e6-e5 7 4 -12
r1r/hhg1h/esss1s1/4s1h/E1S1S2/1S1S1S1/HHGHH/R1R b c3-c4,e7-g5,e3-e4,d8-a6,d1-a4,e6-e5	d2-e3 2 1 1	d2-c3 1 0.5 7	e2-g4 1 0.5 5	f2-e3 1 0.5 2	a4-e3 1 0.5 -2	d3-e3 1 0 -3
rer/hhghh/s1ssss1/7/2S4/1S1SSS1/HHGHH/RER b c3-c4,b6-a6	e3-e4 21 9.5 15
rer/hhghh/s1ssss1/7/2S1S2/1S1S1S1/HHGHH/RER w c3-c4,b6-a6,e3-e4	e6-e5 7 3 -15	d8-g6 7 5 -23	c7-b6 4 2 -17	c7-c5 3 1.5 -23
rer/hhghh/s1ss1s1/4s2/2S1S2/1S1S1S1/HHGHH/RER b c3-c4,b6-a6,e3-e4,e6-e5	e2-g4 1 0.5 10	d1-g4 1 1 -2	d1-e3 1 0.5 -2
rer/h1ghh/1sssss1/h6/2S4/1S1SSS1/HHGHH/RER b c3-c4,c7-a5	e3-e4 33 18.5 2
rer/h1ghh/1sssss1/h6/2S1S2/1S1S1S1/HHGHH/RER w c3-c4,c7-a5,e3-e4	e7-c7 6 3.5 -22	c6-c5 4 2 -9	d8-c7 4 1.5 -14	e7-g5 4 1.5 -14	e7-c5 4 2.5 -18	e7-e5 4 1.5 -20	f7-g6 2 0.5 -15	d7-c7 2 0.5 -19	d8-g6 2 1 -21	d8-c5 1 0 -22
rer/hhg1h/1sssss1/h6/2S1S2/1S1S1S1/HHGHH/RER b c3-c4,c7-a5,e3-e4,e7-c7	d1-a4 6 2.5 22
rer/hhg1h/1sssss1/h6/E1S1S2/1S1S1S1/HHGHH/R1R w c3-c4,c7-a5,e3-e4,e7-c7,d1-a4	d8-g6 2 1 -18	e8-e7 2 1 -23	d8-a6 1 1 -24	d8-c5 1 0.5 -24
r1r/hhg1h/1ssssse/2h4/2S1S2/1S1S1S1/HHGHH/RER b c3-c4,d8-g6,e3-e4,e7-c5	d1-a4 5 2.5 3
r1r/hhg1h/1ssssse/2h4/E1S1S2/1S1S1S1/HHGHH/R1R w c3-c4,d8-g6,e3-e4,e7-c5,d1-a4	g6-e5 3 1.5 -31	c7-a5 1 0.5 -21	g6-a6 1 0.5 -24
rer/h1g1h/1sssss1/h3h2/2S1S2/1S1S1S1/HHGHH/RER b c3-c4,c7-a5,e3-e4,e7-e5	d1-a4 4 2.5 18
rer/h1g1h/1sssss1/h3h2/E1S1S2/1S1S1S1/HHGHH/R1R w c3-c4,c7-a5,e3-e4,e7-e5,d1-a4	e8-e7 1 0.5 -23	d8-e7 1 0.5 -25	d8-g6 1 0.5 -26	d8-g5 1 0 -28
rer/hhghh/1s1sss1/2s4/2S4/1S1SSS1/HHGHH/RER b c3-c4,c6-c5	e3-e4 11 5 -4	e2-e4 10 4.5 -9	e2-g4 9 5.5 -4	f2-g3 2 1 -4	f2-c3 2 0.5 -12	f2-f4 2 1 -15
rer/hhghh/1s1sss1/2s4/2S1S2/1S1S1S1/HHGHH/RER w c3-c4,c6-c5,e3-e4	d8-a5 5 3 -9	d8-g6 2 1 -14	d8-e5 2 1 -14	c7-a5 1 0.5 -8	d8-c6 1 0.5 -14
r1r/hhghh/1s1sss1/e1s4/2S1S2/1S1S1S1/HHGHH/RER b c3-c4,c6-c5,e3-e4,d8-a5	d2-c3 1 0.5 7
r1r/hhghh/s1sssse/7/2S1S2/1S1S1S1/HHGHH/RER b c3-c4,b6-a6,e3-e4,d8-g6	d1-a4 7 2 11
r1r/hhghh/s1sssse/7/E1S1S2/1S1S1S1/HHGHH/R1R w c3-c4,b6-a6,e3-e4,d8-g6,d1-a4	a6-a5 2 1 -22	c8-d8 2 1.5 -28	c6-c5 1 1 -18	e7-c5 1 0.5 -23
rer/hhghh/1s1sss1/2s4/2S3H/1S1SSS1/HHG1H/RER w c3-c4,c6-c5,e2-g4	d8-a5 9 3.5 -9
r1r/hhghh/1s1sss1/e1s4/2S3H/1S1SSS1/HHG1H/RER b c3-c4,c6-c5,e2-g4,d8-a5	f2-d4 2 1 -8	e3-e4 1 0.5 8	c2-a4 1 0.5 4	c2-e4 1 1 1	g4-e2 1 0.5 -4	c2-e2 1 1 -5	f3-g3 1 0.5 -10	d1-e4 1 0.5 -11
rer/1hghh/hs1sss1/2s4/2S1S2/1S1S1S1/HHGHH/RER b c3-c4,b7-a6,e3-e4,c6-c5	d1-a4 4 2 -4
rer/1hghh/hs1sss1/2s4/E1S1S2/1S1S1S1/HHGHH/R1R w c3-c4,b7-a6,e3-e4,c6-c5,d1-a4	e7-g5 1 0 -2	c7-e5 1 1 -11
rer/h1ghh/1s1sss1/h1s4/2S1S2/1S1S1S1/HHGHH/RER b c3-c4,c7-a5,e3-e4,c6-c5	d1-a4 1 0.5 8	c2-a4 1 0.5 3	b2-a3 1 0.5 -4	b3-c3 1 0.5 -10
rer/hhghh/1s1sss1/2s4/2S1H2/1S1SSS1/HHG1H/RER w c3-c4,c6-c5,e2-e4	d8-a5 10 5.5 4
r1r/hhghh/1s1sss1/e1s4/2S1H2/1S1SSS1/HHG1H/RER b c3-c4,c6-c5,e2-e4,d8-a5	f2-g3 2 0.5 -16	d1-a4 1 1 -6	e4-g4 1 0.5 -9	b2-c3 1 0.5 -10	f3-g3 1 0 -12	e1-e2 1 0.5 -13	d1-e2 1 0.5 -13	d1-c3 1 0.5 -14	d2-e2 1 0.5 -17
r1r/hhg1h/1sssss1/e1h4/2S1S2/1S1S1S1/HHGHH/RER b c3-c4,e7-c5,e3-e4,d8-a5	d1-a4 4 3 0
r1r/hhg1h/1sssss1/e1h4/E1S1S2/1S1S1S1/HHGHH/R1R w c3-c4,e7-c5,e3-e4,d8-a5,d1-a4	f6-g6 2 0.5 -21	a5-e7 1 0 -25	a5-g6 1 0.5 -29
rer/h1ghh/1sssss1/2h4/2S1S2/1S1S1S1/HHGHH/RER w c3-c4,c7-c5,e3-e4	e6-e5 3 1 -14	d8-c7 2 0.5 -22	d8-a5 2 1.5 -23	b7-a6 2 1.5 -23	b6-a6 1 0 -19	e7-g5 1 0.5 -20	d8-e5 1 0 -23	f6-g6 1 0 -23	d8-g6 1 0.5 -23	e7-e5 1 0.5 -23
rer/h1ghh/shssss1/7/2S1S2/1S1S1S1/HHGHH/RER b c3-c4,b6-a6,e3-e4,c7-b6	d1-a4 4 2 11
rer/h1ghh/shssss1/7/E1S1S2/1S1S1S1/HHGHH/R1R w c3-c4,b6-a6,e3-e4,c7-b6,d1-a4	d8-g6 2 1 -19	e6-e5 1 1 -4
r1r/1hghh/hssssse/7/2S1S2/1S1S1S1/HHGHH/RER b c3-c4,b7-a6,e3-e4,d8-g6	d1-a4 5 3.5 6
r1r/1hghh/hssssse/7/E1S1S2/1S1S1S1/HHGHH/R1R w c3-c4,b7-a6,e3-e4,d8-g6,d1-a4	a6-b7 2 0.5 -27	c6-c5 1 0.5 -6	c8-d8 1 0 -20	b6-b7 1 0.5 -23
rer/h1gh1/1sssssh/4h2/2S1S2/1S1S1S1/HHGHH/RER b c3-c4,f7-g6,e3-e4,c7-e5	d1-a4 4 3 14
rer/h1gh1/1sssssh/4h2/E1S1S2/1S1S1S1/HHGHH/R1R w c3-c4,f7-g6,e3-e4,c7-e5,d1-a4	d8-c5 2 1 -25	d8-f7 1 0 -17	d8-g5 1 0 -28
r1r/heghh/1sssss1/h6/2S1S2/1S1S1S1/HHGHH/RER b c3-c4,c7-a5,e3-e4,d8-c7	d1-a4 4 2.5 14
r1r/heghh/1sssss1/h6/E1S1S2/1S1S1S1/HHGHH/R1R w c3-c4,c7-a5,e3-e4,d8-c7,d1-a4	c7-c5 2 0.5 -26	c6-c5 1 0.5 -12	c7-g6 1 0.5 -22
rer/h1g1h/1sssss1/h1h4/2S1S2/1S1S1S1/HHGHH/RER b c3-c4,c7-a5,e3-e4,e7-c5	d1-a4 4 1.5 18
rer/h1g1h/1sssss1/h1h4/E1S1S2/1S1S1S1/HHGHH/R1R w c3-c4,c7-a5,e3-e4,e7-c5,d1-a4	f7-g6 2 1 -24	d7-c7 1 1 -28	d8-a6 1 0.5 -31
rer/hhgh1/1sssssh/7/2S1S2/1SGS1S1/HH1HH/RER w c3-c4,f7-f5,e3-e4,f5-g6,d2-c3	c6-c5 4 2 -13
rer/hhgh1/1s1sssh/2s4/2S1S2/1SGS1S1/HH1HH/RER b c3-c4,f7-f5,e3-e4,f5-g6,d2-c3,c6-c5	d1-d2 2 1 2	f2-g3 1 0.5 5	d3-e3 1 0.5 -1
r1r/hhg1h/esssss1/6h/2S1S2/1S1S1S1/HHGHH/RER b c3-c4,d8-a6,e3-e4,e7-g5	d1-a4 5 2.5 20
r1r/hhg1h/esssss1/6h/E1S1S2/1S1S1S1/HHGHH/R1R w c3-c4,d8-a6,e3-e4,e7-g5,d1-a4	e6-e5 5 2.5 -12
r1r/hhg1h/esss1s1/4s1h/E1S1S2/1S1S1S1/HHGHH/R1R b c3-c4,d8-a6,e3-e4,e7-g5,d1-a4,e6-e5	b2-c3 1 0.5 2	d3-c3 1 0.5 0	b2-e3 1 0.5 -1	f3-e3 1 0.5 -2	e2-d1 1 0.5 -3
r1r/h1ghh/esssss1/4h2/2S1S2/1S1S1S1/HHGHH/RER b c3-c4,c7-e5,e3-e4,d8-a6	d1-a4 4 1.5 23
rer/h1g1h/1sssss1/h5h/2S1S2/1S1S1S1/HHGHH/RER b c3-c4,c7-a5,e3-e4,e7-g5	d1-a4 4 2.5 -1
rer/h1g1h/1sssss1/h5h/E1S1S2/1S1S1S1/HHGHH/R1R w c3-c4,c7-a5,e3-e4,e7-g5,d1-a4	d8-c7 1 0.5 -12	d8-c5 1 0 -16
`;
