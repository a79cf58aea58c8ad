-- CreateTable
CREATE TABLE "PlacementRun" (
    "id" SERIAL NOT NULL,
    "year" INTEGER NOT NULL,
    "seed" INTEGER NOT NULL,
    "lotteryOrder" INTEGER[],
    "result" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdById" INTEGER,
    "appliedAt" TIMESTAMP(3),
    "appliedById" INTEGER,

    CONSTRAINT "PlacementRun_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ClubWaitlist" (
    "groupId" INTEGER NOT NULL,
    "childId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "choiceRank" INTEGER NOT NULL,

    CONSTRAINT "ClubWaitlist_pkey" PRIMARY KEY ("groupId","childId")
);

-- CreateIndex
CREATE INDEX "PlacementRun_year_createdAt_idx" ON "PlacementRun"("year", "createdAt");

-- CreateIndex
CREATE INDEX "ClubWaitlist_childId_idx" ON "ClubWaitlist"("childId");

-- AddForeignKey
ALTER TABLE "PlacementRun" ADD CONSTRAINT "PlacementRun_year_fkey" FOREIGN KEY ("year") REFERENCES "Edition"("year") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ClubWaitlist" ADD CONSTRAINT "ClubWaitlist_groupId_fkey" FOREIGN KEY ("groupId") REFERENCES "Group"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ClubWaitlist" ADD CONSTRAINT "ClubWaitlist_childId_fkey" FOREIGN KEY ("childId") REFERENCES "Child"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Checks Prisma cannot express.
ALTER TABLE "ClubWaitlist" ADD CONSTRAINT "ClubWaitlist_choiceRank_check" CHECK ("choiceRank" BETWEEN 1 AND 3);
ALTER TABLE "ClubWaitlist" ADD CONSTRAINT "ClubWaitlist_position_check" CHECK ("position" >= 0);
