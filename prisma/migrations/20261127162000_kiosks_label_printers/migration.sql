-- CreateEnum
CREATE TYPE "PrinterKind" AS ENUM ('ZEBRA_ZPL', 'BROWSER');

-- CreateTable
CREATE TABLE "LabelPrinter" (
    "id" SERIAL NOT NULL,
    "year" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "kind" "PrinterKind" NOT NULL,
    "host" TEXT NOT NULL DEFAULT '',
    "port" INTEGER NOT NULL DEFAULT 9100,
    "labelSize" TEXT NOT NULL DEFAULT '4x2',
    "forStations" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LabelPrinter_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Kiosk" (
    "id" SERIAL NOT NULL,
    "year" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "printerId" INTEGER,
    "createdById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastUsedAt" TIMESTAMP(3),
    "revokedAt" TIMESTAMP(3),
    "phoneLookups" INTEGER NOT NULL DEFAULT 0,
    "phoneLookupsWindow" TIMESTAMP(3),

    CONSTRAINT "Kiosk_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "LabelPrinter_year_name_key" ON "LabelPrinter"("year", "name");

-- CreateIndex
CREATE UNIQUE INDEX "Kiosk_tokenHash_key" ON "Kiosk"("tokenHash");

-- CreateIndex
CREATE INDEX "Kiosk_year_idx" ON "Kiosk"("year");

-- AddForeignKey
ALTER TABLE "LabelPrinter" ADD CONSTRAINT "LabelPrinter_year_fkey" FOREIGN KEY ("year") REFERENCES "Edition"("year") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Kiosk" ADD CONSTRAINT "Kiosk_year_fkey" FOREIGN KEY ("year") REFERENCES "Edition"("year") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Kiosk" ADD CONSTRAINT "Kiosk_printerId_fkey" FOREIGN KEY ("printerId") REFERENCES "LabelPrinter"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Kiosk" ADD CONSTRAINT "Kiosk_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "Staff"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- One check-in table printer per edition at most.
CREATE UNIQUE INDEX "LabelPrinter_one_station_printer" ON "LabelPrinter"("year") WHERE "forStations";
-- A printer's port is a TCP port.
ALTER TABLE "LabelPrinter" ADD CONSTRAINT "LabelPrinter_port_range" CHECK ("port" BETWEEN 1 AND 65535);
