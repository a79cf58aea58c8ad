-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "QuestionKind" AS ENUM ('REGISTRATION', 'APPLICATION');

-- CreateEnum
CREATE TYPE "Permission" AS ENUM ('APPROVE_REGISTRATIONS', 'VIEW_SENSITIVE_INFO', 'ASSIGN_STUDENT_GROUPS', 'ASSIGN_STAFF', 'SCHEDULE_CLASSES', 'ADMINISTER_ACCOUNTS', 'MANAGE_VBS');

-- CreateEnum
CREATE TYPE "Relationship" AS ENUM ('PARENT_GUARDIAN', 'RELATIVE', 'FAMILY_FRIEND');

-- CreateEnum
CREATE TYPE "RegistrationStatus" AS ENUM ('PENDING', 'APPROVED', 'DECLINED', 'WITHDRAWN');

-- CreateEnum
CREATE TYPE "ApplicationStatus" AS ENUM ('PENDING', 'ACCEPTED', 'DECLINED', 'WITHDRAWN');

-- CreateEnum
CREATE TYPE "GroupType" AS ENUM ('PERMANENT', 'ROTATIONAL', 'SCHEDULED');

-- CreateEnum
CREATE TYPE "ScheduleVisibility" AS ENUM ('PUBLIC', 'INTERNAL', 'PRIVATE');

-- CreateEnum
CREATE TYPE "AttendanceKind" AS ENUM ('CHECK_IN', 'CHECK_OUT');

-- CreateTable
CREATE TABLE "Account" (
    "id" SERIAL NOT NULL,
    "email" TEXT,
    "fullName" TEXT NOT NULL DEFAULT '',
    "preferredName" TEXT,
    "profileImageUrl" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSignInAt" TIMESTAMP(3),

    CONSTRAINT "Account_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SignInIdentity" (
    "id" SERIAL NOT NULL,
    "accountId" INTEGER NOT NULL,
    "provider" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "email" TEXT,
    "emailVerified" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SignInIdentity_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Session" (
    "id" TEXT NOT NULL,
    "accountId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSeenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Session_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OAuthAttempt" (
    "state" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "codeVerifier" TEXT NOT NULL,
    "nonce" TEXT NOT NULL,
    "returnTo" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OAuthAttempt_pkey" PRIMARY KEY ("state")
);

-- CreateTable
CREATE TABLE "Edition" (
    "year" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "startsAt" TIMESTAMP(3) NOT NULL,
    "timeZone" TEXT NOT NULL DEFAULT 'America/Chicago',
    "generalRegistrationOpen" BOOLEAN NOT NULL DEFAULT false,
    "internApplicationOpen" BOOLEAN NOT NULL DEFAULT false,
    "electiveSelectionOpen" BOOLEAN NOT NULL DEFAULT false,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Edition_pkey" PRIMARY KEY ("year")
);

-- CreateTable
CREATE TABLE "ProgramSettings" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "currentYear" INTEGER NOT NULL,

    CONSTRAINT "ProgramSettings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Question" (
    "id" SERIAL NOT NULL,
    "year" INTEGER NOT NULL,
    "kind" "QuestionKind" NOT NULL,
    "key" TEXT NOT NULL,
    "prompt" TEXT NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "required" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "Question_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Staff" (
    "id" SERIAL NOT NULL,
    "accountId" INTEGER NOT NULL,
    "firstName" TEXT NOT NULL,
    "preferredName" TEXT,
    "lastName" TEXT NOT NULL,
    "email" TEXT,
    "phone" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Staff_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StaffPermission" (
    "staffId" INTEGER NOT NULL,
    "permission" "Permission" NOT NULL,
    "grantedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StaffPermission_pkey" PRIMARY KEY ("staffId","permission")
);

-- CreateTable
CREATE TABLE "Parent" (
    "id" SERIAL NOT NULL,
    "accountId" INTEGER,
    "firstName" TEXT NOT NULL,
    "preferredName" TEXT,
    "lastName" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "secondaryEmail" TEXT,
    "providerEmail" TEXT,
    "phone" TEXT,
    "keepInTouch" BOOLEAN NOT NULL DEFAULT false,
    "otherEventMessages" BOOLEAN NOT NULL DEFAULT false,
    "referralSource" TEXT,
    "street" TEXT,
    "city" TEXT,
    "state" TEXT,
    "postalCode" TEXT,
    "internalNotes" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Parent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EmergencyContact" (
    "id" SERIAL NOT NULL,
    "parentId" INTEGER NOT NULL,
    "firstName" TEXT NOT NULL,
    "lastName" TEXT NOT NULL,
    "priority" INTEGER NOT NULL,
    "relationship" "Relationship" NOT NULL,
    "phone" TEXT NOT NULL,

    CONSTRAINT "EmergencyContact_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Child" (
    "id" SERIAL NOT NULL,
    "firstName" TEXT NOT NULL,
    "preferredName" TEXT,
    "lastName" TEXT NOT NULL,
    "gradeEntering" INTEGER NOT NULL,
    "dateOfBirth" DATE,
    "medicalInformation" TEXT NOT NULL DEFAULT '',
    "parentNotes" TEXT NOT NULL DEFAULT '',
    "staffNotes" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Child_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ChildParent" (
    "childId" INTEGER NOT NULL,
    "parentId" INTEGER NOT NULL,

    CONSTRAINT "ChildParent_pkey" PRIMARY KEY ("childId","parentId")
);

-- CreateTable
CREATE TABLE "Registration" (
    "id" SERIAL NOT NULL,
    "childId" INTEGER NOT NULL,
    "year" INTEGER NOT NULL,
    "submittedById" INTEGER NOT NULL,
    "status" "RegistrationStatus" NOT NULL DEFAULT 'PENDING',
    "decisionReason" TEXT,
    "decidedById" INTEGER,
    "submittedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "decidedAt" TIMESTAMP(3),

    CONSTRAINT "Registration_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RegistrationResponse" (
    "id" SERIAL NOT NULL,
    "registrationId" INTEGER NOT NULL,
    "questionId" INTEGER,
    "prompt" TEXT NOT NULL,
    "response" TEXT NOT NULL,

    CONSTRAINT "RegistrationResponse_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Intern" (
    "id" SERIAL NOT NULL,
    "accountId" INTEGER,
    "firstName" TEXT NOT NULL,
    "preferredName" TEXT,
    "lastName" TEXT NOT NULL,
    "gradeEntering" INTEGER NOT NULL,
    "dateOfBirth" DATE,
    "phone" TEXT,
    "email" TEXT,
    "medicalInfo" TEXT NOT NULL DEFAULT '',
    "staffNotes" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Intern_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "InternApplication" (
    "id" SERIAL NOT NULL,
    "internId" INTEGER NOT NULL,
    "year" INTEGER NOT NULL,
    "status" "ApplicationStatus" NOT NULL DEFAULT 'PENDING',
    "acknowledged" BOOLEAN NOT NULL DEFAULT false,
    "decisionReason" TEXT,
    "submittedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "decidedAt" TIMESTAMP(3),

    CONSTRAINT "InternApplication_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ApplicationResponse" (
    "id" SERIAL NOT NULL,
    "applicationId" INTEGER NOT NULL,
    "questionId" INTEGER,
    "prompt" TEXT NOT NULL,
    "response" TEXT NOT NULL,

    CONSTRAINT "ApplicationResponse_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Group" (
    "id" SERIAL NOT NULL,
    "year" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "color" TEXT NOT NULL DEFAULT '#228be6',
    "type" "GroupType" NOT NULL DEFAULT 'PERMANENT',
    "capacity" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Group_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "GroupChild" (
    "groupId" INTEGER NOT NULL,
    "childId" INTEGER NOT NULL,

    CONSTRAINT "GroupChild_pkey" PRIMARY KEY ("groupId","childId")
);

-- CreateTable
CREATE TABLE "GroupStaff" (
    "groupId" INTEGER NOT NULL,
    "staffId" INTEGER NOT NULL,

    CONSTRAINT "GroupStaff_pkey" PRIMARY KEY ("groupId","staffId")
);

-- CreateTable
CREATE TABLE "GroupIntern" (
    "groupId" INTEGER NOT NULL,
    "internId" INTEGER NOT NULL,

    CONSTRAINT "GroupIntern_pkey" PRIMARY KEY ("groupId","internId")
);

-- CreateTable
CREATE TABLE "GroupDayPoints" (
    "groupId" INTEGER NOT NULL,
    "dayId" INTEGER NOT NULL,
    "amount" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "GroupDayPoints_pkey" PRIMARY KEY ("groupId","dayId")
);

-- CreateTable
CREATE TABLE "Schedule" (
    "id" SERIAL NOT NULL,
    "year" INTEGER NOT NULL,
    "releaseDate" TIMESTAMP(3),
    "visibility" "ScheduleVisibility" NOT NULL DEFAULT 'PRIVATE',

    CONSTRAINT "Schedule_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Day" (
    "id" SERIAL NOT NULL,
    "scheduleId" INTEGER NOT NULL,
    "date" DATE NOT NULL,
    "curriculum" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "Day_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Event" (
    "id" SERIAL NOT NULL,
    "dayId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "startTime" TEXT NOT NULL,
    "endTime" TEXT NOT NULL,
    "locationName" TEXT NOT NULL DEFAULT '',
    "staffOnly" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "Event_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EventGroup" (
    "eventId" INTEGER NOT NULL,
    "groupId" INTEGER NOT NULL,

    CONSTRAINT "EventGroup_pkey" PRIMARY KEY ("eventId","groupId")
);

-- CreateTable
CREATE TABLE "MemoryWork" (
    "id" SERIAL NOT NULL,
    "reference" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "scheduleId" INTEGER,
    "dayId" INTEGER,

    CONSTRAINT "MemoryWork_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MemoryWorkMemorized" (
    "memoryWorkId" INTEGER NOT NULL,
    "childId" INTEGER NOT NULL,
    "recordedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "recordedById" INTEGER,

    CONSTRAINT "MemoryWorkMemorized_pkey" PRIMARY KEY ("memoryWorkId","childId")
);

-- CreateTable
CREATE TABLE "AttendanceRecord" (
    "id" SERIAL NOT NULL,
    "childId" INTEGER NOT NULL,
    "scheduleId" INTEGER NOT NULL,
    "kind" "AttendanceKind" NOT NULL,
    "recordedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "recordedById" INTEGER,

    CONSTRAINT "AttendanceRecord_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Account_email_key" ON "Account"("email");

-- CreateIndex
CREATE INDEX "SignInIdentity_accountId_idx" ON "SignInIdentity"("accountId");

-- CreateIndex
CREATE UNIQUE INDEX "SignInIdentity_provider_subject_key" ON "SignInIdentity"("provider", "subject");

-- CreateIndex
CREATE INDEX "Session_accountId_idx" ON "Session"("accountId");

-- CreateIndex
CREATE UNIQUE INDEX "ProgramSettings_currentYear_key" ON "ProgramSettings"("currentYear");

-- CreateIndex
CREATE UNIQUE INDEX "Question_year_kind_key_key" ON "Question"("year", "kind", "key");

-- CreateIndex
CREATE UNIQUE INDEX "Staff_accountId_key" ON "Staff"("accountId");

-- CreateIndex
CREATE UNIQUE INDEX "Parent_accountId_key" ON "Parent"("accountId");

-- CreateIndex
CREATE INDEX "EmergencyContact_parentId_priority_idx" ON "EmergencyContact"("parentId", "priority");

-- CreateIndex
CREATE INDEX "ChildParent_parentId_idx" ON "ChildParent"("parentId");

-- CreateIndex
CREATE INDEX "Registration_year_status_idx" ON "Registration"("year", "status");

-- CreateIndex
CREATE UNIQUE INDEX "Registration_childId_year_key" ON "Registration"("childId", "year");

-- CreateIndex
CREATE INDEX "RegistrationResponse_registrationId_idx" ON "RegistrationResponse"("registrationId");

-- CreateIndex
CREATE UNIQUE INDEX "Intern_accountId_key" ON "Intern"("accountId");

-- CreateIndex
CREATE UNIQUE INDEX "InternApplication_internId_year_key" ON "InternApplication"("internId", "year");

-- CreateIndex
CREATE INDEX "ApplicationResponse_applicationId_idx" ON "ApplicationResponse"("applicationId");

-- CreateIndex
CREATE UNIQUE INDEX "Group_year_name_key" ON "Group"("year", "name");

-- CreateIndex
CREATE INDEX "GroupChild_childId_idx" ON "GroupChild"("childId");

-- CreateIndex
CREATE INDEX "GroupStaff_staffId_idx" ON "GroupStaff"("staffId");

-- CreateIndex
CREATE INDEX "GroupIntern_internId_idx" ON "GroupIntern"("internId");

-- CreateIndex
CREATE INDEX "GroupDayPoints_dayId_idx" ON "GroupDayPoints"("dayId");

-- CreateIndex
CREATE UNIQUE INDEX "Schedule_year_key" ON "Schedule"("year");

-- CreateIndex
CREATE UNIQUE INDEX "Day_scheduleId_date_key" ON "Day"("scheduleId", "date");

-- CreateIndex
CREATE INDEX "Event_dayId_idx" ON "Event"("dayId");

-- CreateIndex
CREATE INDEX "EventGroup_groupId_idx" ON "EventGroup"("groupId");

-- CreateIndex
CREATE INDEX "MemoryWork_scheduleId_idx" ON "MemoryWork"("scheduleId");

-- CreateIndex
CREATE INDEX "MemoryWork_dayId_idx" ON "MemoryWork"("dayId");

-- CreateIndex
CREATE INDEX "MemoryWorkMemorized_childId_idx" ON "MemoryWorkMemorized"("childId");

-- CreateIndex
CREATE INDEX "AttendanceRecord_childId_scheduleId_recordedAt_idx" ON "AttendanceRecord"("childId", "scheduleId", "recordedAt");

-- CreateIndex
CREATE INDEX "AttendanceRecord_scheduleId_recordedAt_idx" ON "AttendanceRecord"("scheduleId", "recordedAt");

-- AddForeignKey
ALTER TABLE "SignInIdentity" ADD CONSTRAINT "SignInIdentity_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Session" ADD CONSTRAINT "Session_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProgramSettings" ADD CONSTRAINT "ProgramSettings_currentYear_fkey" FOREIGN KEY ("currentYear") REFERENCES "Edition"("year") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Question" ADD CONSTRAINT "Question_year_fkey" FOREIGN KEY ("year") REFERENCES "Edition"("year") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Staff" ADD CONSTRAINT "Staff_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StaffPermission" ADD CONSTRAINT "StaffPermission_staffId_fkey" FOREIGN KEY ("staffId") REFERENCES "Staff"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Parent" ADD CONSTRAINT "Parent_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EmergencyContact" ADD CONSTRAINT "EmergencyContact_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "Parent"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChildParent" ADD CONSTRAINT "ChildParent_childId_fkey" FOREIGN KEY ("childId") REFERENCES "Child"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChildParent" ADD CONSTRAINT "ChildParent_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "Parent"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Registration" ADD CONSTRAINT "Registration_childId_fkey" FOREIGN KEY ("childId") REFERENCES "Child"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Registration" ADD CONSTRAINT "Registration_year_fkey" FOREIGN KEY ("year") REFERENCES "Edition"("year") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Registration" ADD CONSTRAINT "Registration_submittedById_fkey" FOREIGN KEY ("submittedById") REFERENCES "Parent"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RegistrationResponse" ADD CONSTRAINT "RegistrationResponse_registrationId_fkey" FOREIGN KEY ("registrationId") REFERENCES "Registration"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RegistrationResponse" ADD CONSTRAINT "RegistrationResponse_questionId_fkey" FOREIGN KEY ("questionId") REFERENCES "Question"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Intern" ADD CONSTRAINT "Intern_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InternApplication" ADD CONSTRAINT "InternApplication_internId_fkey" FOREIGN KEY ("internId") REFERENCES "Intern"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InternApplication" ADD CONSTRAINT "InternApplication_year_fkey" FOREIGN KEY ("year") REFERENCES "Edition"("year") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ApplicationResponse" ADD CONSTRAINT "ApplicationResponse_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "InternApplication"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ApplicationResponse" ADD CONSTRAINT "ApplicationResponse_questionId_fkey" FOREIGN KEY ("questionId") REFERENCES "Question"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Group" ADD CONSTRAINT "Group_year_fkey" FOREIGN KEY ("year") REFERENCES "Edition"("year") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GroupChild" ADD CONSTRAINT "GroupChild_groupId_fkey" FOREIGN KEY ("groupId") REFERENCES "Group"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GroupChild" ADD CONSTRAINT "GroupChild_childId_fkey" FOREIGN KEY ("childId") REFERENCES "Child"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GroupStaff" ADD CONSTRAINT "GroupStaff_groupId_fkey" FOREIGN KEY ("groupId") REFERENCES "Group"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GroupStaff" ADD CONSTRAINT "GroupStaff_staffId_fkey" FOREIGN KEY ("staffId") REFERENCES "Staff"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GroupIntern" ADD CONSTRAINT "GroupIntern_groupId_fkey" FOREIGN KEY ("groupId") REFERENCES "Group"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GroupIntern" ADD CONSTRAINT "GroupIntern_internId_fkey" FOREIGN KEY ("internId") REFERENCES "Intern"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GroupDayPoints" ADD CONSTRAINT "GroupDayPoints_groupId_fkey" FOREIGN KEY ("groupId") REFERENCES "Group"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GroupDayPoints" ADD CONSTRAINT "GroupDayPoints_dayId_fkey" FOREIGN KEY ("dayId") REFERENCES "Day"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Schedule" ADD CONSTRAINT "Schedule_year_fkey" FOREIGN KEY ("year") REFERENCES "Edition"("year") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Day" ADD CONSTRAINT "Day_scheduleId_fkey" FOREIGN KEY ("scheduleId") REFERENCES "Schedule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Event" ADD CONSTRAINT "Event_dayId_fkey" FOREIGN KEY ("dayId") REFERENCES "Day"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EventGroup" ADD CONSTRAINT "EventGroup_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EventGroup" ADD CONSTRAINT "EventGroup_groupId_fkey" FOREIGN KEY ("groupId") REFERENCES "Group"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MemoryWork" ADD CONSTRAINT "MemoryWork_scheduleId_fkey" FOREIGN KEY ("scheduleId") REFERENCES "Schedule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MemoryWork" ADD CONSTRAINT "MemoryWork_dayId_fkey" FOREIGN KEY ("dayId") REFERENCES "Day"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MemoryWorkMemorized" ADD CONSTRAINT "MemoryWorkMemorized_memoryWorkId_fkey" FOREIGN KEY ("memoryWorkId") REFERENCES "MemoryWork"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MemoryWorkMemorized" ADD CONSTRAINT "MemoryWorkMemorized_childId_fkey" FOREIGN KEY ("childId") REFERENCES "Child"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AttendanceRecord" ADD CONSTRAINT "AttendanceRecord_childId_fkey" FOREIGN KEY ("childId") REFERENCES "Child"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AttendanceRecord" ADD CONSTRAINT "AttendanceRecord_scheduleId_fkey" FOREIGN KEY ("scheduleId") REFERENCES "Schedule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Checks the Prisma schema language cannot express (kept by hand, the schema engine leaves them alone)
ALTER TABLE "Child" ADD CONSTRAINT "Child_gradeEntering_range" CHECK ("gradeEntering" BETWEEN 0 AND 13);
ALTER TABLE "Intern" ADD CONSTRAINT "Intern_gradeEntering_range" CHECK ("gradeEntering" BETWEEN 0 AND 13);
ALTER TABLE "EmergencyContact" ADD CONSTRAINT "EmergencyContact_priority_nonnegative" CHECK ("priority" >= 0);
ALTER TABLE "Group" ADD CONSTRAINT "Group_color_hex" CHECK ("color" ~ '^#[0-9a-fA-F]{6}$');
ALTER TABLE "Group" ADD CONSTRAINT "Group_capacity_positive" CHECK ("capacity" IS NULL OR "capacity" > 0);
ALTER TABLE "Event" ADD CONSTRAINT "Event_startTime_hhmm" CHECK ("startTime" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');
ALTER TABLE "Event" ADD CONSTRAINT "Event_endTime_hhmm" CHECK ("endTime" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');
ALTER TABLE "MemoryWork" ADD CONSTRAINT "MemoryWork_one_owner" CHECK (("scheduleId" IS NULL) <> ("dayId" IS NULL));
ALTER TABLE "ProgramSettings" ADD CONSTRAINT "ProgramSettings_singleton" CHECK ("id" = 1);
