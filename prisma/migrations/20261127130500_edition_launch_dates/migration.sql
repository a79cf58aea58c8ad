-- AlterTable
ALTER TABLE "Edition" ADD COLUMN     "endsOn" DATE,
ADD COLUMN     "registrationOpensOn" DATE,
ADD COLUMN     "electiveSelectionOpensOn" DATE;
